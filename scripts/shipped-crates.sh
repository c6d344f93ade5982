#!/usr/bin/env bash
# Writes assets/licenses/shipped-crates.txt: for each platform the program ships on, the crates
# built into it (cargo tree along normal edges, as `cargo build` resolves features), and the
# rest of Cargo.lock (dev- and build-only crates, other platforms' crates) as "not-shipped".
# tests/processes/licenses_current.rs checks the bundled licences against it, and it against Cargo.lock,
# without needing other platforms' crates on the machine that runs the tests. Run by
# scripts/licenses.sh; needs every platform's crates fetched (`cargo fetch --locked`, which it
# runs).
set -euo pipefail
cd "$(dirname "$0")/.."

targets=(x86_64-unknown-linux-gnu x86_64-pc-windows-msvc aarch64-apple-darwin x86_64-apple-darwin)
out=assets/licenses/shipped-crates.txt
workspace=$(pwd)
cargo fetch --locked >/dev/null

tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
for target in "${targets[@]}"; do
    cargo tree --locked --offline --edges normal --target "$target" --package intake-desk \
        --prefix none --format '{p}' \
        | grep -v "($workspace" | awk 'NF { sub(/^v/, "", $2); print $1, $2 }' | sort -u \
        | sed "s/^/$target /" >>"$tmp"
done
# Everything else Cargo.lock holds (our own crates have no checksum line: left out).
awk '/^\[\[package\]\]/ { name = ""; version = "" }
     /^name = / { gsub(/"/, "", $3); name = $3 }
     /^version = / { gsub(/"/, "", $3); version = $3 }
     /^checksum = / { print name, version }' Cargo.lock | sort -u >"$tmp.lock"
cut -d' ' -f2- "$tmp" | sort -u >"$tmp.shipped"
comm -23 "$tmp.lock" "$tmp.shipped" | sed 's/^/not-shipped /' >>"$tmp"
rm -f "$tmp.lock" "$tmp.shipped"
{
    echo "# The crates built into Intake Desk per platform, and the rest of Cargo.lock as not-shipped."
    echo "# Written by scripts/shipped-crates.sh (run by scripts/licenses.sh); checked by tests/processes/licenses_current.rs."
    cat "$tmp"
} >"$out"
echo "wrote $out: $(grep -vc '^#' "$out") lines"
