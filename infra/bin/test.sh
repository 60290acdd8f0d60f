#!/bin/sh
# npm test: everything CI checks. Installs npm packages and (as root, when missing) Debian's
# chromium headless shell for the browser tests; checks generated files are fresh; typechecks and lints every
# workspace, and checks the import rules (no cycles; a package only through its entry points);
# runs every test suite. With DATABASE_URL and REDIS_URL set, the PostgreSQL and Redis suites run
# too, and REQUIRE_SERVER_SUITES=1 makes the run fail if they did not.
set -e
cd "$(dirname "$0")/../.."
# Each phase's seconds, printed at the end beside the 10 slowest test files.
began=$(date +%s)
phases=""
phase() {
  now=$(date +%s)
  phases="$phases  $1 $((now - began)) s;"
  began=$now
}
sh infra/bin/install.sh
if [ ! -x /usr/bin/chromium-headless-shell ] && [ -z "$CHROMIUM_PATH" ]; then
  if [ "$(id -u)" = "0" ]; then
    echo "Installing Debian's chromium headless shell for the browser tests..."
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null) ||
      echo "chromium-headless-shell could not be installed"
  elif [ ! -x /usr/bin/chromium ]; then
    echo "Chromium is missing and this is not root: the browser tests will fail. Install chromium-headless-shell."
  fi
fi
phase "install"
echo "== generated files"
sh infra/bin/generated-fresh.sh
phase "generated files"
# Typecheck (TypeScript 7's native compiler, infra/bin/tsc.mjs), the import rules (dependency-cruiser)
# and the format check one after another, beside the lint (one eslint over every workspace, so each
# file is parsed once); each one's output is shown after it, in this order. About 80 s on two cores.
echo "== typecheck, lint and format"
checks=$(mktemp -d)
(npm run typecheck --workspaces --silent && npm run lint:imports --silent && npx prettier --check . --log-level warn) >"$checks/typecheck" 2>&1 &
typecheck=$!
npm run lint:code --silent >"$checks/lint" 2>&1 &
lint=$!
failed=0
wait $typecheck || failed=1
cat "$checks/typecheck"
wait $lint || failed=1
cat "$checks/lint"
rm -rf "$checks"
[ $failed = 0 ] || { echo "typecheck, lint or format failed"; exit 1; }
phase "typecheck, lint and format"
echo "== build web"
npm run build --workspace web --silent >/dev/null
phase "build web"
echo "== tests"
mkdir -p .data/test-results
status=0
npx vitest run --reporter=default --reporter=json --outputFile=.data/test-results/vitest.json || status=$?
phase "tests"
node infra/bin/test-summary.mjs .data/test-results/vitest.json || status=$?
echo "Phases:$phases"
exit $status
