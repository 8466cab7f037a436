#!/usr/bin/env bash
# Installs what the tests need beyond npm: Debian's Chromium (browser tests) and PostgreSQL
# (the API suite runs on PGlite and on a real PostgreSQL server). Skips what is already there.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
if [ ${#need[@]} -gt 0 ]; then
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}" fonts-dejavu-core >/dev/null
  echo "installed: ${need[*]}"
fi
