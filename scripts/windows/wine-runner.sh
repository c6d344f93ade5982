#!/usr/bin/env bash
# Cargo's runner for x86_64-pc-windows-gnu (scripts/windows-tests.sh): runs a Windows test
# executable under Wine, in a prefix made to stand for Windows 10 (scripts/windows/wine-prefix.sh),
# so the programs the test starts find what the test runner finds.
set -euo pipefail
"$(dirname "$0")/wine-prefix.sh"
exec wine "$@"
