#!/usr/bin/env bash
# Takes the README screenshots from the real window under a virtual display,
# driving it like a person would (mouse and keyboard through xdotool).
#   scripts/screenshots.sh [OUT_DIR]      (default docs/screenshots)
# Needs: apt-get install -y xvfb xdotool imagemagick
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-docs/screenshots}
mkdir -p "$out"
cargo build --quiet
data=$(mktemp -d)
disp=":$((200 + RANDOM % 500))"
Xvfb "$disp" -screen 0 1280x800x24 >/dev/null 2>&1 & xvfb=$!
trap 'kill $app 2>/dev/null || true; sleep 0.3; kill $xvfb 2>/dev/null || true; rm -rf "$data"' EXIT
sleep 1
export DISPLAY=$disp LIBGL_ALWAYS_SOFTWARE=1
HOME=$data target/debug/intake-desk --data-dir "$data" >/dev/null 2>&1 & app=$!
sleep "${STARTUP_WAIT:-5}"
# No window manager runs here: give the window the keyboard focus by hand.
xdotool search --name "Intake Desk" windowfocus 2>/dev/null || true

# The window is 1180x760 at the top left of the screen.
shot() { import -window root -crop 1180x760+0+0 +repage "$out/$1.png"; echo "saved $out/$1.png"; }
click() { xdotool mousemove "$1" "$2" click 1; sleep "${3:-0.6}"; }
type_text() { xdotool type --delay 20 "$1"; sleep 0.4; }
key() { xdotool key "$@"; sleep 0.5; }

shot 01-start-sandbox

# Find a patient from the keyboard: Ctrl+F, type, Enter.
key ctrl+f
type_text "MRN-0001"
key Return
sleep 1
shot 02-patient

# New survey for the open patient.
click 417 80 1
click 432 392
shot 03-survey-dialog
click 473 446 1.5
shot 04-survey-created
click 326 532 1

# The completed survey: alerts first, diagnoses, answers.

click 1147 435 1.5
shot 07-survey
click 415 282 1.5
shot 08-history
click 487 282 1.5
click 777 332 4
shot 09-summary
click 138 234 1
shot 10-activity

# 05 and 13 (a small screen) come from scripts/screenshots-small-screen.sh.

# The connection screen.
click 1118 18 1
click 295 224
shot 06-connection

# The banner of the real environments: the app is started again as if it had last been signed in
# there (the preferences file eframe keeps in the data folder). Nothing is sent: it asks to sign in.
kill $app 2>/dev/null || true; sleep 0.5
banner_shot() {
  local kind=$1 name=$2
  rm -f "$data/preferences.ron"
  printf '{\n    "intake-desk-preferences": "(last_environment:Some((kind:\\"%s\\")),privacy_minutes:None)",\n}\n' \
    "$kind" > "$data/preferences.ron"
  HOME=$data target/debug/intake-desk --data-dir "$data" >/dev/null 2>&1 & app=$!
  sleep "${STARTUP_WAIT:-5}"
  xdotool mousemove 1200 780
  shot "$name"
  kill $app 2>/dev/null || true; sleep 0.5
}
banner_shot euProduction 11-banner-eu-production
banner_shot euAcceptance 12-banner-eu-acceptance
