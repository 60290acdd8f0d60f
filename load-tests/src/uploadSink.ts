import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { benchMessage } from './child';

/**
 * Figure 12's references for the transport alone: a bare node:http server that streams each POST's
 * whole body (no multipart parsing, no checks; 4 MB buffers as the product's route) to a new file
 * in BENCH_SINK_DIR, deletes it, and answers 204; `POST /discard` only reads the body (loopback
 * HTTP with no disk at all: the ceiling of any upload route). Prints "BENCH ready {url}".
 */
const dir = process.env.BENCH_SINK_DIR!;
let n = 0;
const server = createServer((req, res) => {
  if (req.url === '/discard') {
    req.resume();
    req.once('end', () => res.writeHead(204).end());
    return;
  }
  const file = path.join(dir, `sink-${process.pid}-${n++}.bin`);
  pipeline(req, createWriteStream(file, { mode: 0o600, highWaterMark: 4 << 20 }))
    .then(() => rm(file, { force: true }))
    .then(
      () => res.writeHead(204).end(),
      () => res.writeHead(500).end(),
    );
});
server.listen(0, '127.0.0.1', () => {
  benchMessage('ready', { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
