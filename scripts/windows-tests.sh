#!/usr/bin/env bash
# The Windows code paths, run under Wine: the process tests built for x86_64-pc-windows-gnu with
# Debian's Rust (its standard library is built here with -Zbuild-std, so no rustup target is
# needed), linked by mingw, and run by Wine under Xvfb (Wine's windows need a display, hidden
# ones too). Tests that only Wine can drive say "not run" on Windows itself.
#
# Needs: rustc-web cargo-web rust-web-src gcc-mingw-w64-x86-64 wine xvfb (`.ci/run` installs
# them). The first run builds the standard library and every dependency for Windows.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian's cargo and rustc (1.96, with the standard library's sources), not rustup's shims.
export PATH="/usr/bin:$PATH"
export RUSTC_BOOTSTRAP=1
export CARGO_TARGET_DIR="${INTAKE_DESK_WINDOWS_TARGET_DIR:-$PWD/target/windows}"
export CARGO_TARGET_X86_64_PC_WINDOWS_GNU_LINKER=x86_64-w64-mingw32-gcc
export CARGO_TARGET_X86_64_PC_WINDOWS_GNU_RUNNER="$PWD/scripts/windows/wine-runner.sh"
export WINEPREFIX="${WINEPREFIX:-$CARGO_TARGET_DIR/wineprefix}"
export WINEDEBUG=-all
# No Mono or Gecko prompts while the prefix is made.
export WINEDLLOVERRIDES="mscoree,mshtml="
mkdir -p "$CARGO_TARGET_DIR"

cargo test -Zbuild-std --target x86_64-pc-windows-gnu --test processes --no-run
xvfb-run -a bash -c '
    set -euo pipefail
    wineboot --init >/dev/null 2>&1 || true
    cargo test -Zbuild-std --target x86_64-pc-windows-gnu --test processes -- windows_session 2>&1 \
        | tee "$CARGO_TARGET_DIR/windows-tests.log"
    wineserver --wait || true
'
# Ran, not skipped (and not filtered away by a rename).
if grep -q "not run:" "$CARGO_TARGET_DIR/windows-tests.log" \
    || ! grep -q "windows_session::the_session_ending_saves_the_typing_the_app_was_retrying_to_save_and_then_ends ... ok" \
        "$CARGO_TARGET_DIR/windows-tests.log"; then
    echo "windows-tests: the session-end test did not run and pass under Wine" >&2
    exit 1
fi
