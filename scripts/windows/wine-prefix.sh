#!/usr/bin/env bash
# Makes the Wine prefix in $WINEPREFIX stand for a Windows 10 machine, for every program started
# in it (a test runner, the app it starts, the installed exe), once:
# - Wine 8 lacks bcryptprimitives.dll, which Windows 10 and later have and from which Rust's
#   standard library imports ProcessPrng: a stand-in built with mingw goes into System32
#   (scripts/windows/bcryptprimitives.c; it is never shipped);
# - every Windows has a CJK font (Microsoft YaHei) and Wine has none: Droid Sans Fallback
#   stands in for it in the Fonts folder, where the app looks (src/ui/system_fonts.rs).
set -euo pipefail
: "${WINEPREFIX:?the Wine prefix to prepare}"
here="$(cd "$(dirname "$0")" && pwd)"
system32="$WINEPREFIX/drive_c/windows/system32"
if [ ! -d "$system32" ]; then
    wineboot --init >/dev/null 2>&1 || true
fi
[ -d "$system32" ] || { echo "wine-prefix: wineboot made no $system32" >&2; exit 1; }
if [ ! -e "$system32/bcryptprimitives.dll" ]; then
    x86_64-w64-mingw32-gcc -shared -O2 -o "$system32/bcryptprimitives.dll.part" \
        "$here/bcryptprimitives.c" -ladvapi32
    mv "$system32/bcryptprimitives.dll.part" "$system32/bcryptprimitives.dll"
fi
droid=/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf
if [ -e "$droid" ] && [ ! -e "$WINEPREFIX/drive_c/windows/Fonts/$(basename "$droid")" ]; then
    cp "$droid" "$WINEPREFIX/drive_c/windows/Fonts/"
fi
