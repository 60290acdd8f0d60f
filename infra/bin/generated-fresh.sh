#!/bin/sh
# Regenerates schema.graphql, the element, page settings and brand fields fragments, the Relay artifacts, the persisted queries,
# the compiled messages and docs/design-tokens.md, and fails when that changed anything: generated files are committed and
# must never be stale.
set -e
cd "$(dirname "$0")/../.."
npm run generate --silent >/dev/null
if ! git diff --quiet --exit-code -- api/schema.graphql web/src web/persisted-queries.json docs/design-tokens.md; then
  echo "Generated files were stale; regenerated them. Commit these changes:"
  git diff --stat -- api/schema.graphql web/src web/persisted-queries.json docs/design-tokens.md
  exit 1
fi
untracked=$(git ls-files --others --exclude-standard -- docs/design-tokens.md web/src/__generated__ web/src/i18n web/src/pages/elementData.generated.ts web/src/pages/pageSettings.generated.ts web/src/brands/brandFields.generated.ts)
if [ -n "$untracked" ]; then
  echo "Generated files are not committed:"; echo "$untracked"; exit 1
fi
# relay-compiler adds a document to the persisted file only when it writes its artifact, so an
# artifact taken whole from another branch can name an id the file lacks.
node -e '
const fs = require("fs");
const persisted = JSON.parse(fs.readFileSync("web/persisted-queries.json", "utf8"));
const dir = "web/src/__generated__";
const missing = fs.readdirSync(dir).flatMap((f) => {
  const id = /"id": "([0-9a-f]+)"/.exec(fs.readFileSync(`${dir}/${f}`, "utf8"))?.[1];
  return id && !persisted[id] ? [f] : [];
});
if (missing.length) {
  console.error("Persisted documents missing from web/persisted-queries.json (delete web/src/__generated__ and run npm run generate):", missing.join(", "));
  process.exit(1);
}'
echo "generated files are fresh"
