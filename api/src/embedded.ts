import { FolderInUseError, loadConfig, setLogLevel } from '@brandtrail/infra';
import { startApp } from './app';

const config = loadConfig();
setLogLevel(config.logLevel);
const app = await startApp(config).catch((error: unknown) => {
  if (!(error instanceof FolderInUseError)) throw error;
  process.stderr.write(`\n  ${error.message.replaceAll('\n', '\n  ')}\n\n`);
  process.exit(1);
});
const url = config.port === 0 ? app.url : config.publicUrl;
process.stdout.write(`\n  Brandtrail is running. Open ${url}\n\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
