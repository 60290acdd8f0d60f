/**
 * npm start's build step (infra/bin/start.sh, before it runs embedded.ts): builds the web client
 * while holding the embedded data folder's lock. A second npm start on a folder in use is refused
 * here, with the running process named, before it rebuilds that process's web files; two started
 * at once build one after the other, and the second is refused. The lock is given back before
 * embedded.ts takes it. With DATABASE_URL there is no folder to hold: it only builds.
 */
import { spawnSync } from 'node:child_process';
import { embeddedFolder, exitWhenFolderInUse, loadConfig, lockFolder } from '@brandtrail/infra';

const config = loadConfig();
const lock = config.databaseUrl ? undefined : await lockFolder(embeddedFolder(config)).catch(exitWhenFolderInUse);
process.stdout.write('Building the web client...\n');
const build = spawnSync('npm', ['run', 'build', '--workspace', 'web', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
await lock?.release();
process.exit(build.status ?? 1);
