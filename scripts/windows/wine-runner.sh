#!/usr/bin/env bash
# Cargo's runner for x86_64-pc-windows-gnu (scripts/windows-tests.sh): runs a Windows test
# executable under Wine, with the bcryptprimitives.dll stand-in Wine 8 needs beside it.
set -euo pipefail
exe="$1"
shift
dir="$(dirname "$exe")"
if [ ! -e "$dir/bcryptprimitives.dll" ]; then
    x86_64-w64-mingw32-gcc -shared -O2 -o "$dir/bcryptprimitives.dll" \
        "$(dirname "$0")/bcryptprimitives.c" -ladvapi32
fi
exec wine "$exe" "$@"
