import path from 'node:path';
import { exitWhenFolderInUse, loadConfig, setLogLevel } from '@brandtrail/infra';
import { startApp } from './app';

const config = loadConfig();
setLogLevel(config.logLevel);
// Another process holds the data folder: say which, and exit 1.
const app = await startApp(config).catch(exitWhenFolderInUse);
const url = config.port === 0 ? app.url : config.publicUrl;
process.stdout.write(`\n  Brandtrail is running. Open ${url}\n\n`);
// The embedded database's size (also in GET /health/ready and an hourly log line).
const bytes = app.services.sql.maintenance?.status().folderBytes;
if (bytes != null)
  process.stdout.write(`  Data in ${path.resolve(config.dataDir)} (database ${(bytes / 1024 / 1024).toFixed(1)} MB)\n\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
