#!/usr/bin/env bash
# The whole workspace compiled for Windows, held to the same rules as on Linux: Debian's clippy
# (`rust-web-clippy`, 1.96, the same release as its rustc) with `-D warnings` on every target
# of x86_64-pc-windows-gnu (the app, the crates, the tests, the benchmarks and examples).
#
# x86_64-pc-windows-msvc is not checked here: two C libraries the app builds from source (SQLite
# in libsqlite3-sys, the TLS crypto in aws-lc-sys) need Microsoft's C compiler, librarian and
# Windows SDK headers even for `cargo check`, and none of them is in Debian. The Rust code is the
# same for both Windows targets: no `cfg` of this workspace names `target_env` on Windows.
#
# Needs: rustc-web cargo-web rust-web-src rust-web-clippy (`.ci/run` installs them).
set -euo pipefail
cd "$(dirname "$0")/.."

export PATH="/usr/bin:$PATH"
export RUSTC_BOOTSTRAP=1
export CARGO_TARGET_DIR="${INTAKE_DESK_WINDOWS_TARGET_DIR:-$PWD/target/windows}"

echo "windows-check: clippy -D warnings, x86_64-pc-windows-gnu, every target"
cargo clippy -Zbuild-std --target x86_64-pc-windows-gnu --workspace --all-targets -- -D warnings
cargo clippy -Zbuild-std --target x86_64-pc-windows-gnu --lib --features measure -- -D warnings

