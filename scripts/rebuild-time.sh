#!/usr/bin/env bash
# How long a one-line change costs a developer: rebuild the tests that cover it, then run them.
#
#   scripts/rebuild-time.sh [FILE [CARGO TEST ARGUMENTS…]]
#       default: src/ui/home.rs --test ui (a view, and the app's tests in-process)
#   scripts/rebuild-time.sh src/ui/home.rs            # with no arguments after FILE: all of `cargo test`
#
# Builds the tests once (untimed) so only the change is measured, appends one comment line to
# FILE, times `cargo test --no-run ARGS` (the rebuild) and `cargo test ARGS` (the run, nothing
# left to build), then restores FILE byte for byte. BENCHMARKS.md has the figures.
set -euo pipefail
cd "$(dirname "$0")/.."
file=${1:-src/ui/home.rs}
[ -f "$file" ] || { echo "no such file: $file" >&2; exit 2; }
if [ $# -eq 0 ]; then set -- "$file" --test ui; fi
shift
args=("$@")

backup=$(mktemp)
cp -p "$file" "$backup"
trap 'cp -p "$backup" "$file"; rm -f "$backup"' EXIT

seconds() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }

echo "warming up: cargo test --no-run ${args[*]}" >&2
env -u DISPLAY cargo test --no-run -q "${args[@]}" >/dev/null 2>&1

echo "// rebuild-time probe $(date +%s%N)" >>"$file"
start=$(seconds)
env -u DISPLAY cargo test --no-run -q "${args[@]}" >/dev/null 2>&1
built=$(seconds)
env -u DISPLAY cargo test -q "${args[@]}" >/dev/null 2>&1
ran=$(seconds)

echo "file: $file; cargo test ${args[*]}"
echo "rebuild (cargo test --no-run): $(elapsed "$start" "$built") s"
echo "run (cargo test):              $(elapsed "$built" "$ran") s"
echo "total:                         $(elapsed "$start" "$ran") s"
