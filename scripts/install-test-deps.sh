#!/usr/bin/env bash
# Installs what the tests need beyond npm: Debian's Chromium (browser tests), PostgreSQL and
# PgBouncer (the API suite runs on PGlite, on a real PostgreSQL server, and its step and access
# tests again through PgBouncer in transaction mode), LibreOffice Impress with poppler-utils (a
# generated deck is converted to PDF and its text read back with pdftotext) and LibreOffice Calc
# (the progress report's XLSX is opened and converted to CSV).
# Skips what is already there.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
[ -x /usr/sbin/pgbouncer ] || need+=(pgbouncer)
command -v soffice >/dev/null 2>&1 || need+=(libreoffice-impress)
[ -e /usr/lib/libreoffice/program/libsclo.so ] || need+=(libreoffice-calc)
command -v pdftotext >/dev/null 2>&1 || need+=(poppler-utils)
if [ ${#need[@]} -gt 0 ]; then
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}" fonts-dejavu-core >/dev/null
  echo "installed: ${need[*]}"
fi
