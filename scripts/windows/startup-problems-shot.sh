#!/usr/bin/env bash
# The start-up problems window as a user meets it: the app started on a file where its data folder
# should be, and the whole screen taken once the window is drawn. Run inside an X display (Xvfb);
# the app is given as a command (for Windows: `wine …\intake-desk.exe`).
#
#   startup-problems-shot.sh SCREENSHOT -- APP…
set -euo pipefail
screenshot="$1"
shift 2
work="$(mktemp -d)"
trap 'kill $app 2>/dev/null || true; rm -rf "$work"' EXIT
printf 'not a folder' >"$work/data"
data="$work/data"
case "$1" in wine | */wine) data="Z:${data//\//\\}" ;; esac
"$@" --data-dir "$data" >"$work/stderr" 2>&1 &
app=$!
for _ in $(seq 240); do
    grep -qs "the window is drawn with this graphics adapter" "$work/stderr" && break
    kill -0 $app 2>/dev/null || { cat "$work/stderr" >&2; echo "startup-problems-shot: the app ended" >&2; exit 1; }
    sleep 0.5
done
grep -q "start-up problem: The data folder is a file" "$work/stderr" \
    || { cat "$work/stderr" >&2; echo "startup-problems-shot: no start-up problem logged" >&2; exit 1; }
# The first frames, with the demo's patients behind the window.
sleep 5
import -window root "$screenshot"
echo "startup-problems-shot: $screenshot"
