#!/usr/bin/env bash
# One task driven from outside, as a receptionist does it with the keyboard: the app opened on
# its demo (no settings, no variables), Ctrl+N, the new patient typed field by field with Tab,
# Enter to save; then the demo service's own database is read for the patient. Run inside an X
# display (Xvfb) with xdotool; the app is given as a command (for Windows: `wine …\intake-desk.exe`).
#
#   register-by-keyboard.sh DATA_DIR_AS_THE_APP_SEES_IT DATA_DIR_ON_THIS_MACHINE SCREENSHOT -- APP…
#
# SCREENSHOT (a PNG path, or "-" for none) is taken of the whole screen as the app first shows
# itself (the demo's patients, in their scripts), before the task.
set -euo pipefail
app_data="$1"
data="$2"
screenshot="$3"
shift 4

reference="XDO-$$-$RANDOM"
"$@" --data-dir "$app_data" >"$data.stdout" 2>&1 &
app=$!
trap 'kill $app 2>/dev/null || true' EXIT

say() { echo "register-by-keyboard: $*"; }
for _ in $(seq 240); do
    grep -qs "the window is drawn with this graphics adapter" "$data"/logs/* && break
    kill -0 $app 2>/dev/null || { cat "$data.stdout" >&2; say "the app ended before its window was drawn" >&2; exit 1; }
    sleep 0.5
done
grep -hs "the window is drawn with this graphics adapter" "$data"/logs/* | head -1
window=""
for _ in $(seq 60); do
    window="$(xdotool search --onlyvisible --name 'Intake Desk' 2>/dev/null | head -1 || true)"
    [ -n "$window" ] && break
    sleep 0.5
done
[ -n "$window" ] || { say "no window named Intake Desk" >&2; exit 1; }
# The demo's patients loaded: the first frames are drawn.
sleep 5
if [ "$screenshot" != "-" ]; then
    import -window root "$screenshot"
fi
xdotool windowfocus --sync "$window" 2>/dev/null || xdotool windowfocus "$window"
key() { xdotool key --window "$window" --clearmodifiers "$@"; sleep 0.4; }
type_text() { xdotool type --window "$window" --delay 60 "$1"; sleep 0.3; }

key ctrl+n
sleep 1
type_text "Wine"                     # First name: where Ctrl+N puts the cursor
key Tab; type_text "Tester"          # Last name
key Tab; key space                   # Gender: Female
key Tab; key Tab; type_text "29/02/2000"   # Date of birth
key Tab; key Tab; key Tab; type_text "wine.tester@example.be"   # past "Pick…" and Language: E-mail
key Tab; key Tab; key Tab; key Tab; type_text "$reference"      # past the phone: External reference
key Return
sleep 3

found=""
for _ in $(seq 40); do
    if python3 - "$data/sandbox.sqlite3" "$reference" <<'EOF'
import sqlite3, sys
db = sqlite3.connect(f"file:{sys.argv[1]}?mode=ro", uri=True)
rows = [r for (r,) in db.execute("select record from patients") if sys.argv[2] in r]
sys.exit(0 if len(rows) == 1 and "Wine" in rows[0] and "Tester" in rows[0] else 1)
EOF
    then found=1; break; fi
    sleep 0.5
done
[ -n "$found" ] || { say "the patient $reference is not in the demo service's database" >&2; exit 1; }
say "Wine Tester ($reference) registered on the demo service, typed through the keyboard ... ok"
