#!/usr/bin/env bash
# Shows that the window carries the app's icon and application id, as a desktop sees them: runs
# Intake Desk in a private virtual display under a small window manager (openbox, which draws
# the icon in the title bar), saves a picture of the screen and prints what xprop reads on the
# window (_NET_WM_ICON sizes, WM_CLASS).
#   scripts/window-icon.sh [BINARY] [OUT.png]   (defaults: target/debug/intake-desk, window-icon.png)
# Needs: apt-get install -y xvfb openbox x11-utils imagemagick xdotool
set -euo pipefail
binary=${1:-target/debug/intake-desk}
out=${2:-window-icon.png}
for tool in Xvfb openbox xprop import xdotool; do
    command -v "$tool" >/dev/null || { echo "window-icon: needs $tool (see the top of $0)" >&2; exit 2; }
done
[ -x "$binary" ] || { echo "window-icon: no program at $binary (cargo build first)" >&2; exit 2; }

display=":$((100 + RANDOM % 800))"
data=$(mktemp -d)
chmod 700 "$data"
Xvfb "$display" -screen 0 1024x768x24 >/dev/null 2>&1 &
xvfb=$!
cleanup() {
    kill "${app:-}" "${wm:-}" 2>/dev/null || true
    sleep 0.3
    kill "$xvfb" 2>/dev/null || true
    rm -rf "$data"
}
trap cleanup EXIT
sleep 1
DISPLAY=$display openbox >/dev/null 2>&1 &
wm=$!
sleep 1
DISPLAY=$display LIBGL_ALWAYS_SOFTWARE=1 HOME=$data "$binary" --data-dir "$data/profile" >/dev/null 2>&1 &
app=$!

window=""
for _ in $(seq 1 60); do
    window=$(DISPLAY=$display xdotool search --class eu.intakedesk.IntakeDesk 2>/dev/null | head -n 1 || true)
    [ -n "$window" ] && break
    sleep 0.5
done
[ -n "$window" ] || { echo "window-icon: no window of class eu.intakedesk.IntakeDesk appeared" >&2; exit 1; }
sleep 4
DISPLAY=$display import -window root "$out"
echo "saved $out"
echo "WM_CLASS: $(DISPLAY=$display xprop -id "$window" WM_CLASS | cut -d= -f2-)"
# _NET_WM_ICON is a list of width, height, then width*height pixels, for each size.
DISPLAY=$display xprop -id "$window" -notype 32c _NET_WM_ICON | python3 -c '
import sys
text = sys.stdin.read()
if "=" not in text:
    sys.exit("window-icon: _NET_WM_ICON is not set on the window")
values = [int(v) for v in text.split("=", 1)[1].replace(",", " ").split()]
sizes, i = [], 0
while i + 1 < len(values):
    w, h = values[i], values[i + 1]
    sizes.append(f"{w}x{h}")
    i += 2 + w * h
print("_NET_WM_ICON: " + ", ".join(sizes))
'
