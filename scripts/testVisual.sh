#!/usr/bin/env bash
# npm run test:visual [-- --update] [other Playwright arguments]: builds the console and compares every visual snapshot
# with its baseline in tests/visual/baselines. --update rewrites the baselines that differ (and adds missing ones);
# identical ones are left alone, so a second run changes nothing.
set -euo pipefail
args=()
for arg in "$@"; do
  if [[ "$arg" == "--update" ]]; then args+=("--update-snapshots=changed"); else args+=("$arg"); fi
done
bash scripts/ensureChromium.sh
# npm test has just built it for the e2e suite
if [[ "${SKIP_BUILD:-}" != "1" ]]; then npx vite build --logLevel warn; fi
# The sandbox's PGlite folder (~260 MB once seeded), one per run: made here and handed to Playwright's config, whose
# every process (the runner and each worker load it) would otherwise make one of its own; removed when the run ends,
# passed or failed, once Playwright has stopped the server.
VISUAL_DATA_DIR="$(mktemp -d "${TMPDIR:-/tmp}/console-visual-XXXXXX")"
export VISUAL_DATA_DIR
trap 'rm -rf "$VISUAL_DATA_DIR"' EXIT
npx playwright test -c tests/visual/playwright.config.ts ${args[@]+"${args[@]}"}
