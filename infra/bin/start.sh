#!/bin/sh
# npm start: installs what is missing, builds the web client and runs api, projections and workers
# in one process on the embedded defaults (PGlite and files under .data/, jobs in the database).
set -e
cd "$(dirname "$0")/../.."
sh infra/bin/install.sh
echo "Building the web client..."
npm run build --workspace web --silent >/dev/null
# Node flags for a process that serves HTTP: SERVER_NODE_FLAGS in infra/src/config.ts.
exec node --initial-old-space-size=256 --import tsx api/src/embedded.ts
