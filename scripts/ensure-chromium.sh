#!/usr/bin/env bash
# Installs Debian's chromium for the browser tests when it is missing (needs root and Debian's package archive).
set -euo pipefail

[ -x /usr/bin/chromium ] && exit 0
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: /usr/bin/chromium is missing; install Debian's chromium package (apt-get install chromium)" >&2
  exit 1
fi
echo "ensure-chromium: installing Debian's chromium for the browser tests"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
