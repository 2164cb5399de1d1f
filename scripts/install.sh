#!/usr/bin/env bash
# Installs the npm dependencies, retrying when the registry stalls: one idle
# timeout from the registry must not fail a whole CI run or a first start.
set -euo pipefail
attempts=4
for attempt in $(seq 1 "$attempts"); do
  if npm install --no-audit --no-fund --prefer-offline --fetch-retries=5 --fetch-retry-mintimeout=5000 --fetch-retry-maxtimeout=60000; then
    exit 0
  fi
  if [ "$attempt" -lt "$attempts" ]; then
    wait_s=$((attempt * 15))
    echo "npm install failed (attempt ${attempt}/${attempts}); trying again in ${wait_s} s…" >&2
    sleep "$wait_s"
  fi
done
echo "npm install failed ${attempts} times; check the network to the npm registry." >&2
exit 1
