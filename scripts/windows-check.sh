#!/usr/bin/env bash
# The whole workspace compiled for Windows, held to the same rules as on Linux: Debian's clippy
# (`rust-web-clippy`, 1.96, the same release as its rustc) with `-D warnings` on every target
# of x86_64-pc-windows-gnu (the app, the crates, the tests, the benchmarks and examples), then a
# check for x86_64-pc-windows-msvc, the target the shipped build uses on Windows.
#
# The MSVC check compiles every Rust line but links nothing (no MSVC linker here). One C
# library cannot be built without Microsoft's compiler and headers: aws-lc-sys, the TLS crypto.
# Its build script is replaced, for this check only, by Cargo's documented override of a
# `links` build script, giving the one `cfg` it would emit (its pre-generated bindings for this
# target); the Rust code around it is checked as usual.
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

echo "windows-check: cargo check, x86_64-pc-windows-msvc, every target"
aws_lc_links="$(sed -n 's/^links = "\(aws_lc_[0-9_]*\)"$/\1/p' \
    "$(cargo metadata --format-version 1 --filter-platform x86_64-pc-windows-msvc \
        | python3 -c 'import json,sys; print(next(p["manifest_path"] for p in json.load(sys.stdin)["packages"] if p["name"] == "aws-lc-sys"))')")"
[ -n "$aws_lc_links" ] || { echo "windows-check: aws-lc-sys's links name not found" >&2; exit 1; }
RUSTFLAGS="-D warnings" cargo check -Zbuild-std --target x86_64-pc-windows-msvc --workspace --all-targets \
    --config "target.x86_64-pc-windows-msvc.$aws_lc_links.rustc-cfg=[\"x86_64_pc_windows_msvc\"]"
