#!/usr/bin/env bash
# Walks the real window over AT-SPI, as a screen reader and switch access see it, in English and
# French (scripts/atspi-walk.py says what fails). Starts Xvfb, a private D-Bus session and the
# AT-SPI bus, turns accessibility on as a screen reader does, then the app on its sandbox with a
# throw-away data folder; the walk gives the window the input focus as a window manager does when
# the user switches to it (Xvfb has none; without the focus no node is ever "focused").
# Needs (Debian): xvfb, dbus, at-spi2-core, python3-pyatspi, xdotool.
#
# Usage: scripts/atspi-walk.sh [BINARY]   (default target/debug/intake-desk, built first)
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
    status=0
    for case in "en:Intake Desk — Start" "fr:Intake Desk — Accueil"; do
        lang=${case%%:*}
        data=$(mktemp -d)
        LIBGL_ALWAYS_SOFTWARE=1 "$binary" --data-dir "$data" --lang "$lang" >"$data/app.out" 2>&1 &
        app=$!
        echo "== $lang"
        /usr/bin/python3 scripts/atspi-walk.py "${case#*:}" || status=1
        kill "$app" 2>/dev/null || true
        wait "$app" 2>/dev/null || true
        rm -rf "$data"
    done
    exit $status
fi

binary=${1:-target/debug/intake-desk}
if [[ $# -eq 0 ]]; then
    cargo build --bin intake-desk
fi
for tool in xvfb-run dbus-run-session busctl xdotool /usr/libexec/at-spi-bus-launcher; do
    command -v "$tool" >/dev/null || { echo "atspi-walk: $tool is missing (apt-get install xvfb dbus at-spi2-core python3-pyatspi xdotool)" >&2; exit 2; }
done
/usr/bin/python3 -c 'import pyatspi' 2>/dev/null || { echo "atspi-walk: python3-pyatspi is missing" >&2; exit 2; }
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-$(mktemp -d)}
exec xvfb-run -a -s "-screen 0 1280x800x24" dbus-run-session -- "$0" --inner "$binary"
