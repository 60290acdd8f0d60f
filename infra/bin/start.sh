#!/bin/sh
# npm start: installs what is missing, builds the web client and runs api, projections and workers
# in one process on the embedded defaults (PGlite and files under .data/, jobs in the database).
set -e
cd "$(dirname "$0")/../.."
sh infra/bin/install.sh
# The web client is built under the data folder's lock: a second npm start on a folder in use is
# refused (exit 1, naming the running process) before it touches that process's web files.
node --import tsx api/src/embeddedBuild.ts
# Node flags for a process that serves HTTP: SERVER_NODE_FLAGS in infra/src/config.ts.
exec node --initial-old-space-size=256 --import tsx api/src/embedded.ts
