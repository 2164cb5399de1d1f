#!/usr/bin/env bash
# Type-check, lint and build side by side, then each one's output in turn:
# each of the three is single-threaded most of its run, so on a two-core
# machine they take about the time of the longest instead of their sum.
# Fails when any of them fails.
set -uo pipefail
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
checks=(typecheck lint build)
declare -A pids
for check in "${checks[@]}"; do
  npm run --silent "$check" > "$logs/$check" 2>&1 &
  pids[$check]=$!
done
failed=()
for check in "${checks[@]}"; do
  if wait "${pids[$check]}"; then status="passed"; else status="FAILED"; failed+=("$check"); fi
  echo "== npm run $check: $status =="
  cat "$logs/$check"
done
if [ "${#failed[@]}" -gt 0 ]; then
  echo "Failed: ${failed[*]}" >&2
  exit 1
fi
echo "== Static checks and build finished in ${SECONDS} s =="
