#!/usr/bin/env bash
# Takes the README screenshots that show a small front-desk screen (1024x768): a field's
# message once it is left (05), the comparison with a patient already on record (13) and the
# unsent forms offered after a crash (14).
# Drives the real window like a person would (mouse and keyboard through xdotool).
#   scripts/screenshots-small-screen.sh [OUT_DIR]      (default docs/screenshots)
# Needs: apt-get install -y xvfb xdotool imagemagick
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-docs/screenshots}
mkdir -p "$out"
cargo build --quiet
disp=":$((200 + RANDOM % 500))"
Xvfb "$disp" -screen 0 1024x768x24 >/dev/null 2>&1 & xvfb=$!
app=
data=
trap 'kill $app 2>/dev/null || true; sleep 0.3; kill $xvfb 2>/dev/null || true; rm -rf "$data"' EXIT
sleep 1
export DISPLAY=$disp LIBGL_ALWAYS_SOFTWARE=1
shot() { import -window root "$out/$1.png"; echo "saved $out/$1.png"; }
click() { xdotool mousemove "$1" "$2" click 1; sleep "${3:-0.5}"; }
type_text() { xdotool type --delay 20 "$1"; sleep 0.4; }
start() {
  kill $app 2>/dev/null || true; rm -rf "$data"; data=$(mktemp -d)
  HOME=$data target/debug/intake-desk --data-dir "$data" >/dev/null 2>&1 & app=$!
  sleep "${STARTUP_WAIT:-6}"
  # No window manager runs here: give the window the keyboard focus by hand.
  xdotool search --name "Intake Desk" windowfocus 2>/dev/null || true
}

# 05: registering. Fields are filled from the bottom up, because a message appearing under a
# field moves the rows below it; the last name is entered and left empty.
start
click 100 174 1
click 537 269; type_text "MRN-7001"
click 487 243; type_text "02 555 12 34"
click 537 217; type_text "marie.claes@example.be"
click 467 165; type_text "31/02/2000"
click 415 140
click 537 113
click 537 87; type_text "Marie"
sleep 0.5
shot 05-register-validation

# 13: a new-patient survey under the external reference of Jan Peeters (MRN-0009).
start
click 100 205 1
click 410 242; type_text "Johanna"
click 410 268; type_text "Pieters"
click 291 295
click 340 321; type_text "14/09/1985"
click 410 372; type_text "johanna.pieters@example.be"
click 410 424; type_text "MRN-0009"
click 211 565 1.5
shot 13-patient-on-record

# 14: the app is killed (SIGKILL, as a crash or a power cut would) with a registration and a
# new-patient survey typed, then started again on the same folder: both are offered.
start
click 100 174 1
click 537 87; type_text "Sofie"
click 537 113; type_text "Janssens"
click 100 205 1
click 410 242; type_text "Lucas"
click 410 268; type_text "Dubois-Van den Berghe"
sleep 2
kill -9 $app
sleep 0.5
HOME=$data target/debug/intake-desk --data-dir "$data" >/dev/null 2>&1 & app=$!
sleep "${STARTUP_WAIT:-6}"
shot 14-unsent-forms
