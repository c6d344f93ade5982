#!/usr/bin/env bash
# Reproduces the figures of BENCHMARKS.md:
#   1. decoding benches (criterion): 5 MB survey JSON, 10k history, 20 MB Base64 PDF;
#   2. frame cost in-process (egui_kittest): 10,000 answers and 10,000 history entries;
#      the import's cage: a 200-row list read in the child against in-process (medians of 10);
#   3. the real window under Xvfb: process start -> first frame and resident memory after
#      showing a 200-answer survey, against a minimal eframe window (examples/minimal_window.rs)
#      built with the same profile and measured in the same run, with the sandbox in the app's
#      process (as the embedded demo runs) and in a process of its own (as a service elsewhere);
#      then 30 s of idle with a patient and the survey open (frames drawn, requests sent).
# Everything is built in release first. Needs: cargo, xvfb-run (package xvfb), and the run-time
# libraries of the window (see the design notes). Takes ~5 minutes after the build.
#
# Usage: scripts/bench.sh [--skip-build] [--only decode|frames|day-list|import-cage|window|startup-year|day-list-window]
# Environment: RUNS (start-up runs per binary, default 7), IDLE (seconds, default 30),
#              ANSWERS (answers of the survey shown, default 200), DAY_LIST_ROWS (rows of the day's
#              list of day-list-window, default 1000), APP_LANG (the app's LANG,
#              default nl_BE.UTF-8: translations loaded), INTAKE_DESK_RENDERER (glow: both
#              windows drawn with eframe's OpenGL renderer instead of wgpu, the one shipped).
set -euo pipefail
cd "$(dirname "$0")/.."

RUNS=${RUNS:-7}
IDLE=${IDLE:-30}
ANSWERS=${ANSWERS:-200}
# The app runs in the system's language, as for a user: Dutch (its words and English behind them).
APP_LANG=${APP_LANG:-nl_BE.UTF-8}
APP=target/release/intake-desk
MINIMAL=target/release/examples/minimal_window

# ----- inside Xvfb: the window measurements -----
if [[ "${1:-}" == "--window-inner" ]]; then
    export LIBGL_ALWAYS_SOFTWARE=1
    # The window system libraries warn without one; a private one for this run.
    export XDG_RUNTIME_DIR="$TMP/xdg"
    mkdir -p -m 700 "$XDG_RUNTIME_DIR"
    # Wall-clock nanoseconds from bash itself (no fork), as the launch time.
    now_ns() { local t=${EPOCHREALTIME/./}; echo "${t}000"; }
    field() { sed -n "s/.* $1=\([^ ]*\).*/\1/p" <<<"$2"; }
    median() { sort -g | awk '{a[NR]=$1} END {if (NR%2) print a[(NR+1)/2]; else printf "%.3f\n", (a[NR/2]+a[NR/2+1])/2}'; }
    run() { # name command... -> "start_ms rss_kib main_ms sandbox_process_rss_kib"
        local name=$1; shift
        local t0 line
        t0=$(now_ns)
        line=$("$@" | grep "^MEASURE") || { echo "the $name run failed" >&2; exit 1; }
        local first
        first=$(field first_frame_unix_ns "$line")
        echo "$(( (first - t0) / 1000 )) $(field rss_kib "$line") $(field main_to_first_frame_ms "$line") $(field sandbox_process_rss_kib "$line")" |
            awk '{printf "%.3f %d %s %d\n", $1/1000, $2, $3, $4}'
        echo "  $name: $line" >&2
    }
    : >"$TMP/minimal" ; : >"$TMP/app" ; : >"$TMP/own"
    # What the app shows when its memory is read: the survey, or (DAY_LIST=N) a day's list of N
    # rows with its check.
    if [[ -n "${DAY_LIST:-}" ]]; then SPEC="day_list=$DAY_LIST,idle=0"; SHOWN="${DAY_LIST}-row day list checked"
    else SPEC="answers=$ANSWERS,idle=0"; SHOWN="${ANSWERS}-answer survey shown"; fi
    # Warm the page cache and the shader caches once, unmeasured.
    "$MINIMAL" >/dev/null
    LANG=$APP_LANG "$APP" --measure "$SPEC" >/dev/null
    # With a year of data (YEAR_PROFILE): opened once unmeasured, as after any session, then
    # started each time after a clean close.
    : >"$TMP/year"
    [[ -z "${YEAR_PROFILE:-}" ]] || LANG=$APP_LANG "$APP" --data-dir "$YEAR_PROFILE" --measure "$SPEC" >/dev/null
    for i in $(seq "$RUNS"); do
        echo "start-up run $i of $RUNS" >&2
        run minimal "$MINIMAL" >>"$TMP/minimal"
        run app env LANG="$APP_LANG" "$APP" --measure "$SPEC" >>"$TMP/app"
        [[ -n "${DAY_LIST:-}" ]] || run app-own env LANG="$APP_LANG" "$APP" --measure "$SPEC,sandbox=process" >>"$TMP/own"
        [[ -z "${YEAR_PROFILE:-}" ]] || run app-year env LANG="$APP_LANG" "$APP" --data-dir "$YEAR_PROFILE" --measure "$SPEC" >>"$TMP/year"
    done
    m_start=$(cut -d' ' -f1 "$TMP/minimal" | median); a_start=$(cut -d' ' -f1 "$TMP/app" | median)
    m_rss=$(cut -d' ' -f2 "$TMP/minimal" | median); a_rss=$(cut -d' ' -f2 "$TMP/app" | median)
    m_main=$(cut -d' ' -f3 "$TMP/minimal" | median); a_main=$(cut -d' ' -f3 "$TMP/app" | median)
    echo
    echo "## Window (renderer ${INTAKE_DESK_RENDERER:-wgpu}, Xvfb 1280x800x24, LIBGL_ALWAYS_SOFTWARE=1, medians of $RUNS runs each, interleaved)"
    echo
    echo "| measure | minimal eframe window | Intake Desk | ratio (targets: start-up <= 1.15, memory <= 1.2) |"
    echo "|---|---:|---:|---:|"
    awk -v m="$m_start" -v a="$a_start" 'BEGIN {printf "| process start -> first frame (ms) | %.1f | %.1f | %.2f |\n", m, a, a/m}'
    awk -v m="$m_main" -v a="$a_main" 'BEGIN {printf "| main() -> first frame (ms) | %.1f | %.1f | %.2f |\n", m, a, a/m}'
    awk -v m="$m_rss" -v a="$a_rss" -v shown="$SHOWN" \
        'BEGIN {printf "| resident memory (MiB; app: %s) | %.1f | %.1f | %.2f |\n", shown, m/1024, a/1024, a/m}'
    if [[ -z "${DAY_LIST:-}" ]]; then
        o_start=$(cut -d' ' -f1 "$TMP/own" | median); o_rss=$(cut -d' ' -f2 "$TMP/own" | median)
        o_both=$(awk '{print $2 + $4}' "$TMP/own" | median)
        awk -v m="$m_start" -v a="$o_start" 'BEGIN {printf "| sandbox in its own process: process start -> first frame (ms) | %.1f | %.1f | %.2f |\n", m, a, a/m}'
        awk -v m="$m_rss" -v a="$o_rss" -v shown="$SHOWN" \
            'BEGIN {printf "| sandbox in its own process: the app'"'"'s resident memory (MiB; %s) | %.1f | %.1f | %.2f |\n", shown, m/1024, a/1024, a/m}'
        awk -v m="$m_rss" -v a="$o_both" \
            'BEGIN {printf "| sandbox in its own process: the app and the sandbox together (MiB) | %.1f | %.1f | %.2f |\n", m/1024, a/1024, a/m}'
    fi
    if [[ -n "${YEAR_PROFILE:-}" ]]; then
        y_start=$(cut -d' ' -f1 "$TMP/year" | median); y_main=$(cut -d' ' -f3 "$TMP/year" | median)
        awk -v a="$a_start" -v y="$y_start" 'BEGIN {printf "| a year of data in the profile: process start -> first frame (ms; against a fresh profile, target <= 1.10) | %.1f | %.1f | %.2f |\n", a, y, y/a}'
        awk -v a="$a_main" -v y="$y_main" 'BEGIN {printf "| a year of data in the profile: main() -> first frame (ms; against a fresh profile) | %.1f | %.1f | %.2f |\n", a, y, y/a}'
        echo "all runs (start_ms rss_kib main_ms sandbox_rss_kib): app-year: $(tr '\n' ';' <"$TMP/year")"
    fi
    echo
    echo "all runs (start_ms rss_kib main_ms sandbox_rss_kib): minimal: $(tr '\n' ';' <"$TMP/minimal")"
    echo "all runs (start_ms rss_kib main_ms sandbox_rss_kib): app:     $(tr '\n' ';' <"$TMP/app")"
    [[ -n "${DAY_LIST:-}" ]] || echo "all runs (start_ms rss_kib main_ms sandbox_rss_kib): app-own: $(tr '\n' ';' <"$TMP/own")"
    echo
    [[ -n "${DAY_LIST:-}" ]] && exit 0
    echo "idle: patient and ${ANSWERS}-answer survey open, nothing happening, ${IDLE} s" >&2
    line=$(LANG=$APP_LANG "$APP" --measure "answers=$ANSWERS,idle=$IDLE" | grep "^MEASURE")
    echo "  app: $line" >&2
    echo "| idle ${IDLE} s, patient + survey open | frames drawn: $(field idle_frames "$line") | requests: $(field idle_requests "$line") | target 0 / 0 |"
    echo
    echo "frame that first showed the ${ANSWERS}-answer survey in the real window: ui $(field survey_frame_ui_ms "$line") ms," \
        "eframe cpu_usage (ui + tessellation + software painting) $(field survey_frame_eframe_cpu_ms "$line") ms"
    exit 0
fi

SKIP_BUILD=0
ONLY=all
while [[ $# -gt 0 ]]; do
    case "$1" in
        --skip-build) SKIP_BUILD=1 ;;
        --only) ONLY=$2; shift ;;
        *) echo "usage: scripts/bench.sh [--skip-build] [--only decode|frames|day-list|import-cage|window|startup-year|day-list-window]" >&2; exit 2 ;;
    esac
    shift
done

echo "# Intake Desk benchmarks, $(date -u '+%Y-%m-%d %H:%M UTC')"
echo
echo "- machine: $(nproc) cores, $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)," \
    "$(awk '/MemTotal/ {printf "%.1f GiB RAM", $2/1048576}' /proc/meminfo), $(uname -sr)"
echo "- toolchain: $(rustc --version); commit $(git rev-parse --short HEAD 2>/dev/null || echo '?')$(git diff --quiet 2>/dev/null || echo ' (with local changes)')"
echo "- load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo

if [[ $SKIP_BUILD == 0 ]]; then
    echo "building (release) ..." >&2
    cargo build --release --features measure --bins --example minimal_window --benches >&2
fi

if [[ $ONLY == all || $ONLY == decode ]]; then
    echo "## Decoding (cargo bench --bench decode; criterion, release)"
    echo
    echo '```'
    cargo bench --features measure --bench decode 2>/dev/null | grep -E "^[a-z_0-9]+ +time:|^[a-z_0-9]+$|^ +time:" || true
    echo '```'
    echo
fi

if [[ $ONLY == all || $ONLY == frames ]]; then
    echo "## Frame cost (cargo bench --bench frame_cost; release)"
    echo
    echo '```'
    cargo bench --features measure --bench frame_cost 2>/dev/null | grep -v "^$" | grep -v "Running\|Finished" || true
    echo '```'
    echo
fi

if [[ $ONLY == all || $ONLY == day-list ]]; then
    echo "## Day list (cargo bench --bench day_list; criterion, release; sandbox over HTTP)"
    echo
    echo '```'
    cargo bench --features measure --bench day_list 2>/dev/null | grep -E "time:|^day list" || true
    echo '```'
    echo
fi

if [[ $ONLY == all || $ONLY == import-cage ]]; then
    echo "## The import's cage (cargo bench --bench import_cage; release; medians of 10)"
    echo
    echo '```'
    cargo bench --features measure --bench import_cage 2>/dev/null | grep "^import cage" || true
    echo '```'
    echo
fi

if [[ $ONLY == all || $ONLY == window ]]; then
    command -v xvfb-run >/dev/null || { echo "xvfb-run is missing (apt-get install xvfb xauth)" >&2; exit 1; }
    TMP=$(mktemp -d)
    trap 'rm -rf "$TMP"' EXIT
    export TMP RUNS IDLE ANSWERS
    xvfb-run -a -s "-screen 0 1280x800x24" "$0" --window-inner
fi

if [[ $ONLY == all || $ONLY == startup-year ]]; then
    command -v xvfb-run >/dev/null || { echo "xvfb-run is missing (apt-get install xvfb xauth)" >&2; exit 1; }
    TMP=$(mktemp -d)
    trap 'rm -rf "$TMP"' EXIT
    echo "## Start-up with a year of one desk's data (cargo bench --bench year_of_data; the real window)"
    echo
    cargo bench --features measure --bench year_of_data -- "$TMP/year-profile" 2>/dev/null | grep -E "^(a year|the start)" || true
    export TMP RUNS IDLE ANSWERS YEAR_PROFILE="$TMP/year-profile"
    xvfb-run -a -s "-screen 0 1280x800x24" "$0" --window-inner
    unset YEAR_PROFILE
fi

if [[ $ONLY == all || $ONLY == day-list-window ]]; then
    command -v xvfb-run >/dev/null || { echo "xvfb-run is missing (apt-get install xvfb xauth)" >&2; exit 1; }
    TMP=$(mktemp -d)
    trap 'rm -rf "$TMP"' EXIT
    echo "## Day list in the real window: memory with a ${DAY_LIST_ROWS:-1000}-row list checked"
    export TMP RUNS IDLE ANSWERS DAY_LIST=${DAY_LIST_ROWS:-1000}
    xvfb-run -a -s "-screen 0 1280x800x24" "$0" --window-inner
fi
echo "- load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
