#!/bin/sh
# Installs the npm packages when the lock file is newer than the installed tree (or nothing is installed).
set -e
cd "$(dirname "$0")/../.."
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ] || [ package.json -nt node_modules/.package-lock.json ]; then
  echo "Installing npm packages..."
  # npm install, not npm ci: the registry lacks some other-platform optional packages (see docs).
  npm install --no-audit --no-fund --loglevel=error
fi
