#!/bin/sh
# Regenerates schema.graphql, the Relay artifacts, the persisted queries and the compiled messages,
# and fails when that changed anything: generated files are committed and must never be stale.
set -e
cd "$(dirname "$0")/../.."
npm run generate --silent >/dev/null
if ! git diff --quiet --exit-code -- api/schema.graphql web/src web/persisted-queries.json; then
  echo "Generated files were stale; regenerated them. Commit these changes:"
  git diff --stat -- api/schema.graphql web/src web/persisted-queries.json
  exit 1
fi
untracked=$(git ls-files --others --exclude-standard -- web/src/__generated__ web/src/i18n)
if [ -n "$untracked" ]; then
  echo "Generated files are not committed:"; echo "$untracked"; exit 1
fi
echo "generated files are fresh"
