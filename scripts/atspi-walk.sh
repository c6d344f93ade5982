#!/usr/bin/env bash
# Walks the real window over AT-SPI, as a screen reader and switch access see it: every screen and
# dialog, in English and then French, in one app start (scripts/atspi-walk.py says what it tours
# and what fails). Starts Xvfb, a private D-Bus session and the AT-SPI bus, turns accessibility on
# as a screen reader does, then the app on its sandbox with a throw-away data folder; the walk gives the window the input focus as a window manager does when
# the user switches to it (Xvfb has none; without the focus no node is ever "focused").
# Needs (Debian): xvfb, dbus, at-spi2-core, python3-pyatspi, xdotool, zenity (the file dialog).
#
# Usage: scripts/atspi-walk.sh [BINARY]   (default target/debug/intake-desk, built first)
# ATSPI_WALK_LANGUAGES="nl de" walks other languages (the first is the one the app starts in);
# ATSPI_WALK_DUMP=1 prints the tree of every screen; ATSPI_WALK_SCALE=2 walks the window at that
# scale factor on a 1366×768 screen (a laptop at 200 %: the side panel folds, screens scroll).
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "${1:-}" == "--inner" ]]; then
    binary=$2
    /usr/libexec/at-spi-bus-launcher --launch-immediately &
    bus=$!
    trap 'kill $bus 2>/dev/null || true' EXIT
    # What a screen reader sets when it starts: AccessKit exposes the tree only then.
    for _ in $(seq 50); do
        busctl --user set-property org.a11y.Bus /org/a11y/bus org.a11y.Status IsEnabled b true 2>/dev/null && break
        sleep 0.1
    done
    # The application's name on the bus is its executable's.
    export ATSPI_WALK_APP
    ATSPI_WALK_APP=$(basename "$binary")
    read -r -a languages <<<"${ATSPI_WALK_LANGUAGES:-en fr}"
    data=$(mktemp -d)
    trap 'kill $bus 2>/dev/null || true; rm -rf "$data"' EXIT
    LIBGL_ALWAYS_SOFTWARE=1 "$binary" --data-dir "$data" --lang "${languages[0]}" >"$data/app.out" 2>&1 &
    app=$!
    status=0
    /usr/bin/python3 scripts/atspi-walk.py "${languages[@]}" ${ATSPI_WALK_DUMP:+--dump} || status=1
    kill "$app" 2>/dev/null || true
    wait "$app" 2>/dev/null || true
    exit $status
fi

binary=${1:-target/debug/intake-desk}
if [[ $# -eq 0 ]]; then
    cargo build --bin intake-desk
fi
for tool in xvfb-run dbus-run-session busctl xdotool zenity /usr/libexec/at-spi-bus-launcher; do
    command -v "$tool" >/dev/null || { echo "atspi-walk: $tool is missing (apt-get install xvfb dbus at-spi2-core python3-pyatspi xdotool zenity)" >&2; exit 2; }
done
/usr/bin/python3 -c 'import pyatspi' 2>/dev/null || { echo "atspi-walk: python3-pyatspi is missing" >&2; exit 2; }
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-$(mktemp -d)}
screen="1280x800"
if [[ -n "${ATSPI_WALK_SCALE:-}" ]]; then
    export WINIT_X11_SCALE_FACTOR=$ATSPI_WALK_SCALE
    screen="1366x768"
fi
exec xvfb-run -a -s "-screen 0 ${screen}x24" dbus-run-session -- "$0" --inner "$binary"
