#!/usr/bin/env bash
# Times `npm test` as CI runs it: a fresh clone of this checkout's HEAD, `npm ci`, then RUNS (3)
# full runs in a row. Each run's exit code, wall time and "Tests:" line go to <out>/times.txt, and
# its whole output to <out>/run-N.log. Run it on an idle machine: it measures the machine too.
# Usage: bash scripts/time-suite.sh [out-dir]   (DATABASE_URL as for npm test)
set -u
out=$(realpath -m "${1:-/tmp/bhadaa-suite-times}")
clone=$(mktemp -d /tmp/bhadaa-suite-clone.XXXX)
mkdir -p "$out"
# mktemp makes the folder private; the embedded PostgreSQL of one test runs as the postgres user
# when we are root, and must reach the binaries in the clone's node_modules.
chmod 755 "$clone"
git clone -q "$(git rev-parse --show-toplevel)" "$clone" && cd "$clone" && git checkout -q "$(git -C "$OLDPWD" rev-parse HEAD)"
export CI=true DATABASE_URL="${DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/postgres}"
npm ci --no-audit --no-fund > "$out/install.log" 2>&1 || { echo "npm ci failed: $out/install.log"; exit 1; }
echo "commit $(git rev-parse --short HEAD)" > "$out/times.txt"
for run in $(seq 1 "${RUNS:-3}"); do
  start=$(date +%s)
  npm test > "$out/run-$run.log" 2>&1
  status=$?
  echo "run $run: exit $status, $(( $(date +%s) - start )) s, $(grep -E '^Tests:' "$out/run-$run.log" | tail -1)" | tee -a "$out/times.txt"
done
