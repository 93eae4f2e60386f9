#!/usr/bin/env bash
# `npm run test:at -- "<moment>" [command]`: runs tests as if it were another moment, Node's clock
# and PostgreSQL's moved together by libfaketime (ADR 064). The database is an embedded server that
# the tests start themselves (DATABASE_URL is unset here), so it runs under the same clock. Without
# a command: the unit and integration tests (`npx vitest run`); `npx playwright test <spec>` runs
# browser tests (Chromium's clock moves too). Needs Debian's faketime (apt-get install -y faketime).
#   npm run test:at -- "2026-12-31 18:30 UTC"    # 00:15 on 1 January 2027 in Nepal
set -euo pipefail
moment=${1:?usage: npm run test:at -- "<moment, e.g. 2026-12-31 18:30 UTC>" [command]}
shift
library=$(ls /usr/lib/*/faketime/libfaketime.so.1 2>/dev/null | head -n 1 || true)
if [ -z "$library" ]; then
  echo "libfaketime is missing: apt-get install -y faketime" >&2
  exit 1
fi
offset=$(($(date -u -d "$moment" +%s) - $(date -u +%s)))
# An offset, not a fixed time: every process started later (the database, the server, Chromium)
# reads the same moment as this one, and the clock goes on ticking.
if [ "$offset" -ge 0 ]; then offset="+$offset"; fi
export LD_PRELOAD=$library FAKETIME="${offset}s"
unset DATABASE_URL
echo "test-at: the clocks read $(date -u +'%F %T UTC') ($(TZ=Asia/Kathmandu date +'%F %T') in Nepal)" >&2
if [ $# -eq 0 ]; then set -- npx vitest run; fi
exec "$@"
