#!/usr/bin/env bash
# The README's screenshots in English, Dutch and French: the patient view and the new-survey dialog,
# from the real window under a virtual display (1180x760, as scripts/screenshots.sh), driven by
# the keyboard and the mouse like a person would (xdotool).
#   scripts/screenshots-languages.sh [OUT_DIR]      (default docs/screenshots)
# Needs: apt-get install -y xvfb xdotool imagemagick
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-docs/screenshots}
mkdir -p "$out"
cargo build --quiet
disp=":$((200 + RANDOM % 500))"
Xvfb "$disp" -screen 0 1280x800x24 >/dev/null 2>&1 & xvfb=$!
app=""
data=""
trap 'kill $app 2>/dev/null || true; sleep 0.3; kill $xvfb 2>/dev/null || true; rm -rf "$data"' EXIT
sleep 1
export DISPLAY=$disp LIBGL_ALWAYS_SOFTWARE=1

shot() { import -window root -crop 1180x760+0+0 +repage "$out/$1.png"; echo "saved $out/$1.png"; }
key() { xdotool key "$@"; sleep 0.5; }

for lang in ${LANGS:-en nl fr}; do
  data=$(mktemp -d)
  HOME=$data target/debug/intake-desk --data-dir "$data" --lang "$lang" >/dev/null 2>&1 & app=$!
  sleep "${STARTUP_WAIT:-5}"
  xdotool search --name "Intake Desk" windowfocus 2>/dev/null || true
  # Find the demo patient from the keyboard: Ctrl+F, type, Enter.
  key ctrl+f
  xdotool type --delay 20 "MRN-0001"; sleep 0.4
  key Return
  sleep 1.5
  shot "$lang-02-patient"
  # "New survey" is the second button under the patient's name; where it starts depends on
  # the length of the first one's words ("Gegevens bewerken", "Modifier les données").
  case $lang in en) x=417 ;; nl) x=490 ;; fr) x=508 ;; esac
  xdotool mousemove "$x" 80 click 1; sleep 1.5
  shot "$lang-03-survey-dialog"
  kill $app 2>/dev/null || true; sleep 0.5
  rm -rf "$data"
done
