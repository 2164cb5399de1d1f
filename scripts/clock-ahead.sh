#!/usr/bin/env bash
# Runs the test suites with the clock moved on (libfaketime), so that a test
# holding a fixed date, or a "tomorrow" that is sometimes a closed day, fails
# here before the calendar makes it fail in CI. Needs `npm run build` first.
#   scripts/clock-ahead.sh +36d                       # unit and integration
#   scripts/clock-ahead.sh +36d --project e2e tests/e2e/booking-availability.test.ts
# The test servers run on the moved clock; Chromium keeps the real one (it
# hangs under libfaketime, and a visitor's clock is not the server's anyway).
set -euo pipefail
cd "$(dirname "$0")/.."
offset="${1:?usage: scripts/clock-ahead.sh +Nd [vitest arguments]}"
shift
if ! dpkg -s libfaketime >/dev/null 2>&1; then
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq faketime >/dev/null
fi
lib="$(dpkg -L libfaketime | grep '/libfaketime\.so\.1$')"
[ $# -eq 0 ] && set -- --project unit --project 'integration*'
echo "Clock moved ${offset}: $(LD_PRELOAD="$lib" FAKETIME="$offset" date)"
LD_PRELOAD="$lib" FAKETIME="$offset" FAKETIME_DONT_FAKE_MONOTONIC=1 npx vitest run "$@"
