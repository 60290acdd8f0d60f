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
echo "== build web"
npm run build --workspace web --silent >/dev/null
phase "build web"
# The tests, and beside them the typecheck (TypeScript 7's native compiler, infra/bin/tsc.mjs), the
# import rules (dependency-cruiser) and the format check one after another, and the lint (one eslint
# over every workspace, so each file is parsed once). The tests wait on the processes they start
# (the product, Chromium, a killed role's restart) for about a third of their time, which the
# checks fill: about 100 s of two cores that a run spent before its tests. The checks' output is
# shown after the tests', in this order.
echo "== tests, beside typecheck, lint and format"
checks=$(mktemp -d)
(npm run typecheck --workspaces --silent && npm run lint:imports --silent && npx prettier --check . --log-level warn) >"$checks/typecheck" 2>&1 &
typecheck=$!
npm run lint:code --silent >"$checks/lint" 2>&1 &
lint=$!
mkdir -p .data/test-results
status=0
npx vitest run --reporter=default --reporter=json --outputFile=.data/test-results/vitest.json || status=$?
failed=0
wait $typecheck || failed=1
wait $lint || failed=1
phase "tests, typecheck, lint and format"
echo "== typecheck, import rules and format"
cat "$checks/typecheck"
echo "== lint"
cat "$checks/lint"
rm -rf "$checks"
[ $failed = 0 ] || { echo "typecheck, lint or format failed"; status=1; }
node infra/bin/test-summary.mjs .data/test-results/vitest.json || status=$?
echo "Phases:$phases"
exit $status
