#!/usr/bin/env bash
# The browser tests drive Debian's headless shell of Chromium; the audit,
# Lighthouse and the scripts the whole browser. Install what is missing.
set -euo pipefail
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] && [ -x /usr/bin/chromium-headless-shell ]; then exit 0; fi
echo "Installing Chromium and its headless shell (Debian packages)…"
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-headless-shell fonts-noto-core >/dev/null
