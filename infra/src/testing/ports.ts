import net from 'node:net';

/**
 * A free TCP port on 127.0.0.1, taken and given back at once: nothing listens on it, so that
 * connections to it are refused, until something takes it.
 */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
