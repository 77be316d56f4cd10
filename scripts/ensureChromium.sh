#!/usr/bin/env bash
# Browser tests drive Debian's chromium (Playwright never downloads a browser here).
set -euo pipefail
if [[ -x /usr/bin/chromium ]]; then exit 0; fi
if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the browser tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "The browser tests need /usr/bin/chromium. Install it with: sudo apt-get update && sudo apt-get install -y chromium" >&2
exit 1
