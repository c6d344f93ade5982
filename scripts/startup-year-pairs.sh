#!/usr/bin/env bash
# The start-up of a profile holding a year of one desk's data against a fresh profile's, in
# alternating pairs (fresh then year, year then fresh, …) so that neither always runs first: the
# medians of each, their ratio (issue 45's target: at most 1.10) and a bootstrap 95 % interval of
# that ratio. The window's start on this kind of machine spreads ±25 % from run to run; the
# pairs and the interval say how far the ratio can be trusted.
#
# Usage: scripts/startup-year-pairs.sh [PAIRS]   (default 30; needs a release build:
#        cargo build --release --features measure --bin intake-desk --bench year_of_data,
#        and xvfb-run). Takes ~2 minutes for 30 pairs.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "${1:-}" == "--inner" ]]; then
    export LIBGL_ALWAYS_SOFTWARE=1 XDG_RUNTIME_DIR="$TMP/xdg"
    mkdir -p -m 700 "$XDG_RUNTIME_DIR"
    APP=target/release/intake-desk
    # Process start -> first frame, and main() -> first frame, in ms.
    start() {
        local t0=${EPOCHREALTIME/./} line
        line=$(LANG=nl_BE.UTF-8 "$APP" --data-dir "$1" --measure "answers=200,idle=0" | grep "^MEASURE")
        local first main
        first=$(sed -n 's/.* first_frame_unix_ns=\([0-9]*\).*/\1/p' <<<"$line")
        main=$(sed -n 's/.* main_to_first_frame_ms=\([0-9.]*\).*/\1/p' <<<"$line")
        awk -v f="$first" -v t="$t0" -v m="$main" 'BEGIN {printf "%.3f %s", (f / 1000 - t) / 1000, m}'
    }
    # Each profile opened once unmeasured (and closed cleanly), as after any session.
    start "$TMP/fresh" >/dev/null
    start "$TMP/year" >/dev/null
    for i in $(seq "$PAIRS"); do
        if (( i % 2 )); then fresh=$(start "$TMP/fresh"); year=$(start "$TMP/year")
        else year=$(start "$TMP/year"); fresh=$(start "$TMP/fresh"); fi
        echo "$fresh $year"
    done
    exit 0
fi

PAIRS=${1:-30}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$TMP/fresh"
year_bench=$(ls -t target/release/deps/year_of_data-* | grep -v '\.d$' | head -1)
"$year_bench" "$TMP/year" | grep "^a year"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg); commit $(git rev-parse --short HEAD)"
export TMP PAIRS
xvfb-run -a -s "-screen 0 1280x800x24" "$0" --inner >"$TMP/pairs"
python3 - "$TMP/pairs" <<'PY'
import random, statistics, sys
rows = [list(map(float, line.split())) for line in open(sys.argv[1]) if len(line.split()) == 4]
random.seed(45)
for column, name in ((0, "process start -> first frame"), (1, "main() -> first frame")):
    fresh = [row[column] for row in rows]
    year = [row[column + 2] for row in rows]
    ratio = statistics.median(year) / statistics.median(fresh)
    boots = []
    for _ in range(2000):
        picks = [random.randrange(len(rows)) for _ in rows]
        boots.append(statistics.median(year[i] for i in picks) / statistics.median(fresh[i] for i in picks))
    boots.sort()
    print(f"{name}: {len(rows)} pairs, fresh {statistics.median(fresh):.1f} ms, a year {statistics.median(year):.1f} ms, "
          f"ratio {ratio:.3f} (95 % interval {boots[50]:.3f}-{boots[1950]:.3f}; target <= 1.10)")
PY
