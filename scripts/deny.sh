#!/usr/bin/env bash
# The supply-chain check of .ci/run: `cargo deny check` with deny.toml (known vulnerabilities and
# unmaintained crates from RustSec, duplicate versions, licences, sources).
#
# cargo-deny is installed with cargo when missing (the version below, from crates.io). The RustSec
# database is fetched from GitHub into $CARGO_HOME/advisory-dbs. Where GitHub cannot be reached
# (a clinic's or a CI's locked-down network), the copy already there is used and its date said;
# with no copy at all the check fails and says how to place one.
set -euo pipefail
cd "$(dirname "$0")/.."
version=0.20.2

if ! cargo deny --version 2>/dev/null | grep -qF " $version"; then
    echo "installing cargo-deny $version (once)" >&2
    cargo install --locked --quiet "cargo-deny@$version"
fi

databases="${CARGO_HOME:-$HOME/.cargo}/advisory-dbs"
copy() { find "$databases" -mindepth 1 -maxdepth 1 -type d -name 'advisory-db-*' 2>/dev/null | head -n 1; }
# The copy's own origin: GitHub after cargo-deny's first clone, or wherever it was cloned from.
if cargo deny fetch db >/dev/null 2>&1; then
    echo "RustSec advisories as of $(git -C "$(copy)" log -1 --format=%cs) ($(git -C "$(copy)" remote get-url origin))" >&2
    exec cargo deny check
fi
copy=$(copy)
if [ -z "$copy" ]; then
    cat >&2 <<MESSAGE
error: RustSec's advisory database could not be fetched and there is no copy in $databases.
  With GitHub reachable, run: cargo deny fetch db
  Without: clone https://github.com/rustsec/advisory-db where it can be reached, bring the
  clone here, and run: git clone <that clone> "$databases/advisory-db-3157b0e258782691"
  (the folder name is cargo-deny's own for that address)
MESSAGE
    exit 1
fi
echo "warning: RustSec's advisory database could not be fetched; checking against the copy in $copy (advisories up to $(git -C "$copy" log -1 --format=%cs))" >&2
exec cargo deny --offline check
