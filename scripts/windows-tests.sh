#!/usr/bin/env bash
# Windows, for real, on a Linux machine (docs/development.md, "Windows"): the workspace compiled and linted
# for Windows (scripts/windows-check.sh), then the crates' tests, the app's unit tests and the
# real `intake-desk.exe` run under Wine, one task driven from outside with xdotool, and the
# installer built, signed, installed and uninstalled (scripts/windows-package.sh).
#
# Debian's Rust (1.96, with the standard library's sources) builds the standard library for
# x86_64-pc-windows-gnu itself (-Zbuild-std), so no rustup target is needed; mingw links; Wine
# runs the executables under Xvfb (Wine's windows need a display, hidden ones too).
#
# Needs: rustc-web cargo-web rust-web-src rust-web-clippy gcc-mingw-w64-x86-64 wine xvfb xauth
# xdotool imagemagick msitools osslsigncode (`.ci/run` installs them). The first run builds the
# standard library and every dependency for Windows.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
step() { echo "windows-tests: $* ($((SECONDS - started)) s)"; }

# Debian's cargo and rustc, not rustup's shims.
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
logs="$CARGO_TARGET_DIR/windows-tests"
rm -rf "$logs"
mkdir -p "$logs"

step "compile and lint for Windows"
scripts/windows-check.sh

step "build the tests for x86_64-pc-windows-gnu"
# One selection of packages for every build and run below, so the dependencies are built once
# with one set of features: the libraries' unit tests, the crates' own tests, the processes.
windows=(-Zbuild-std --target x86_64-pc-windows-gnu --workspace)
crate_tests=(--lib --test fixtures --test hostile --test clinic_plans --test pacing)
cargo test "${windows[@]}" "${crate_tests[@]}" --test processes --no-run
exe="$CARGO_TARGET_DIR/x86_64-pc-windows-gnu/debug/intake-desk.exe"
export INTAKE_DESK_WINDOWS_EXE="$exe" INTAKE_DESK_WINDOWS_LOGS="$logs"

step "run them under Wine"
xvfb-run -a -s "-screen 0 1366x768x24" bash -c '
    set -euo pipefail
    windows=(-Zbuild-std --target x86_64-pc-windows-gnu --workspace)
    scripts/windows/wine-prefix.sh
    cargo test "${windows[@]}" --no-fail-fast --lib --test fixtures --test hostile --test clinic_plans --test pacing 2>&1 \
        | tee "$INTAKE_DESK_WINDOWS_LOGS/unit.log" || true
    # The real exe: the Windows-only paths, --version and --help, a draft surviving a hard
    # kill (TerminateProcess) and offered at the next start, the store killed mid-write, the
    # cage of the import (its Job object) refusing hostile spreadsheets.
    cargo test "${windows[@]}" --no-fail-fast --test processes -- windows_exe cli_version man_page \
        real_processes import_cage --skip windows_machine_policy 2>&1 \
        | tee "$INTAKE_DESK_WINDOWS_LOGS/processes.log" || true
    # The session ends for every program of the Wine session, a test runner among them: alone.
    cargo test "${windows[@]}" --test processes -- windows_session --test-threads=1 2>&1 \
        | tee "$INTAKE_DESK_WINDOWS_LOGS/session.log" || true
    # The machine policy holds for every process of the machine: alone.
    cargo test "${windows[@]}" --test processes -- windows_machine_policy --test-threads=1 2>&1 \
        | tee "$INTAKE_DESK_WINDOWS_LOGS/policy.log" || true
    # Judged below from the logs: every step runs, whatever an earlier one found.
    # One task from outside, on the demo with no settings: a patient registered by keyboard.
    data="$(mktemp -d)"
    scripts/windows/register-by-keyboard.sh "Z:${data//\//\\}" "$data" "$INTAKE_DESK_WINDOWS_LOGS/window.png" \
        -- wine "$INTAKE_DESK_WINDOWS_EXE" 2>&1 | tee "$INTAKE_DESK_WINDOWS_LOGS/keyboard.log" || true
    grep -hs "graphics adapter" "$data"/logs/* | tee -a "$INTAKE_DESK_WINDOWS_LOGS/keyboard.log"  || true
    rm -rf "$data"
    # The start-up problems window, as a user meets it: a picture to look at (the test above
    # shows what it says).
    scripts/windows/startup-problems-shot.sh "$INTAKE_DESK_WINDOWS_LOGS/startup-problems.png" \
        -- wine "$INTAKE_DESK_WINDOWS_EXE" 2>&1 | tee -a "$INTAKE_DESK_WINDOWS_LOGS/keyboard.log" || true
    wineserver --wait || true
'

# Ran, not skipped, and not filtered away by a rename.
failed=0
for log in unit processes session policy; do
    if grep -q "not run:" "$logs/$log.log" || grep -q "test result: FAILED" "$logs/$log.log" \
        || ! grep -q "test result: ok" "$logs/$log.log"; then
        echo "windows-tests: $log: a test failed or did not run (see $logs/$log.log)" >&2
        failed=1
    fi
done
for test in \
    windows_session::the_session_ending_saves_the_typing_the_app_was_retrying_to_save_and_then_ends \
    windows_exe::the_window_opens_with_the_system_s_default_graphics_and_the_log_names_the_adapter \
    windows_exe::a_second_start_hands_over_to_the_first_through_the_loopback_knock \
    windows_exe::an_unusable_data_folder_opens_the_window_with_the_start_up_problems \
    windows_exe::read_eid_through_winscard_says_why_nothing_was_read_and_keeps_the_typing \
    windows_exe::the_token_is_kept_in_the_credential_manager_across_a_restart \
    real_processes::two_copies_on_one_profile_one_sends_the_other_is_killed_and_nothing_is_lost \
    real_processes::killed_at_random_moments_while_writing_the_store_opens_and_holds_every_committed_entry \
    cli_version::version_names_the_version_and_the_commit \
    import_cage::hostile_spreadsheets_never_end_the_app \
    windows_exe::windows_machine_policy_is_read_from_the_known_folder_and_not_replaced_by_policy; do
    if ! grep -qh "^test $test ... ok" "$logs/processes.log" "$logs/session.log" "$logs/policy.log"; then
        echo "windows-tests: $test did not run and pass under Wine" >&2
        failed=1
    fi
done
grep -q "registered on the demo service, typed through the keyboard ... ok" "$logs/keyboard.log" || failed=1
[ "$failed" -eq 0 ] || exit 1
step "the tests under Wine passed"

scripts/windows-package.sh
step "done"
