#!/usr/bin/env bash
# Builds the Debian package of Intake Desk and checks it (docs/development.md, "Packages"):
#   1. the release binary, as shipped (the [profile.release] of Cargo.toml, without the
#      `measure` feature): ~15 min from cold on 2 cores (fat LTO), a few minutes when warm;
#   2. the .deb, with cargo-deb from [package.metadata.deb] (target/debian/);
#   3. checks: the package's file list is exactly the expected one (below), its control fields,
#      the desktop entry passes desktop-file-validate, the man page reads, and the binary
#      installed into a throwaway root (dpkg-deb -x) runs and prints the version and commit.
# Any mismatch stops it with a message and exit code 1. Prints the file list and --version.
#
# Needs: cargo-deb (`cargo install --locked cargo-deb`), dpkg-deb, desktop-file-validate
# (apt-get install desktop-file-utils), git. Honours CARGO_TARGET_DIR.
# Options: --skip-build  package the binary already built (the release profile, no features).
set -euo pipefail
cd "$(dirname "$0")/.."

APP_ID=eu.intakedesk.IntakeDesk
skip_build=false
for arg in "$@"; do
    case "$arg" in
        --skip-build) skip_build=true ;;
        *) echo "usage: scripts/package-deb.sh [--skip-build]" >&2; exit 2 ;;
    esac
done

fail() {
    echo "package-deb: FAILED: $*" >&2
    exit 1
}

for tool in cargo-deb dpkg-deb desktop-file-validate git; do
    command -v "$tool" >/dev/null || fail "needs $tool (see the top of $0)"
done

version=$(cargo metadata --no-deps --offline --format-version 1 \
    | python3 -c 'import json,sys; print(next(p["version"] for p in json.load(sys.stdin)["packages"] if p["name"] == "intake-desk"))')
target_dir=${CARGO_TARGET_DIR:-target}
out_dir=target/debian
mkdir -p "$out_dir"

# 1. The binary as shipped: no `measure` feature (that is scripts/bench.sh's build).
if ! $skip_build; then
    echo "== cargo build --release --locked --bin intake-desk"
    cargo build --release --locked --bin intake-desk
fi
binary="$target_dir/release/intake-desk"
[ -x "$binary" ] || fail "no release binary at $binary"
# scripts/bench.sh builds the same path with the `measure` feature: never ship that one.
if ! "$binary" --measure not-a-spec 2>&1 | grep -q "unexpected argument '--measure'"; then
    fail "$binary was built with the measure feature (scripts/bench.sh); build without it"
fi
if [ "$(stat -c %Y "$binary")" -lt "$(git log -1 --format=%ct)" ]; then
    echo "package-deb: warning: $binary is older than the last commit (built with --skip-build?)" >&2
fi

# 2. The package. --no-build: the binary above; cargo-deb strips nothing the profile left.
echo "== cargo deb --no-build"
deb=$(cargo deb --no-build --locked --output "$out_dir" | tail -n 1)
[ -f "$deb" ] || fail "cargo-deb did not say where the package is (got: $deb)"
echo "package: $deb ($(du -k "$deb" | cut -f1) KiB)"

# 3. Checks.
echo "== file list (dpkg-deb -c)"
listing=$(dpkg-deb -c "$deb")
echo "$listing"

# Every file of the package, and nothing else (tests/processes/packaging.rs keeps this list and the
# metadata's assets the same).
expected=$(sort <<EOF
./usr/bin/intake-desk
./usr/share/applications/$APP_ID.desktop
./usr/share/doc/intake-desk/THIRD-PARTY-LICENSES.txt
./usr/share/doc/intake-desk/copyright
./usr/share/icons/hicolor/16x16/apps/$APP_ID.png
./usr/share/icons/hicolor/24x24/apps/$APP_ID.png
./usr/share/icons/hicolor/32x32/apps/$APP_ID.png
./usr/share/icons/hicolor/48x48/apps/$APP_ID.png
./usr/share/icons/hicolor/64x64/apps/$APP_ID.png
./usr/share/icons/hicolor/128x128/apps/$APP_ID.png
./usr/share/icons/hicolor/256x256/apps/$APP_ID.png
./usr/share/icons/hicolor/512x512/apps/$APP_ID.png
./usr/share/metainfo/$APP_ID.metainfo.xml
./usr/share/icons/hicolor/scalable/apps/$APP_ID.svg
./usr/share/man/man1/intake-desk.1.gz
EOF
)
files=$(awk '$1 !~ /^d/ { print $NF }' <<<"$listing" | sort)
if [ "$files" != "$expected" ]; then
    diff <(echo "$expected") <(echo "$files") | sed 's/^</missing:   /; s/^>/unexpected:/' >&2 || true
    fail "the package's files are not the expected ones"
fi
grep -Eq '^-rwxr-xr-x (root/root|0/0) .* \./usr/bin/intake-desk$' <<<"$listing" \
    || fail "/usr/bin/intake-desk is not an executable owned by root"
if awk '$1 !~ /^d/ && $NF != "./usr/bin/intake-desk" { print $1 }' <<<"$listing" | grep -qv '^-rw-r--r--$'; then
    fail "a data file is not mode 644"
fi

echo "== control (dpkg-deb -I)"
control=$(dpkg-deb -f "$deb" Package Version Architecture Installed-Size Depends Recommends Section Maintainer)
echo "$control"
grep -qx "Package: intake-desk" <<<"$control" || fail "package name"
grep -qx "Version: $version-1" <<<"$control" || fail "version is not $version-1"
grep -q '^Depends: .*libc6' <<<"$control" || fail "Depends does not name libc6 (dpkg-shlibdeps)"
# Packed relative relocations (build.rs) need glibc 2.36, which dpkg-shlibdeps does not see.
if readelf -V "$binary" | grep -q GLIBC_ABI_DT_RELR; then
    grep -q '^Depends: .*libc6 (>= 2\.36)' <<<"$control" || fail "the binary needs glibc 2.36 (DT_RELR); Depends must say libc6 (>= 2.36)"
fi
installed_kib=$(sed -n 's/^Installed-Size: //p' <<<"$control")

root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
dpkg-deb -x "$deb" "$root"

echo "== desktop-file-validate"
desktop-file-validate "$root/usr/share/applications/$APP_ID.desktop" || fail "desktop-file-validate"
grep -qx "Icon=$APP_ID" "$root/usr/share/applications/$APP_ID.desktop" || fail "the desktop entry's Icon="
echo "ok"

echo "== AppStream metainfo"
appstreamcli validate --no-net "$root/usr/share/metainfo/$APP_ID.metainfo.xml" || fail "appstreamcli validate"

echo "== man page"
gzip -t "$root/usr/share/man/man1/intake-desk.1.gz" || fail "the man page is not gzip"
if command -v man >/dev/null; then
    warnings=$(MANWIDTH=80 man --warnings -l "$root/usr/share/man/man1/intake-desk.1.gz" 2>&1 >/dev/null || true)
    [ -z "$warnings" ] || fail "man reports: $warnings"
    MANWIDTH=80 man -l "$root/usr/share/man/man1/intake-desk.1.gz" 2>/dev/null | head -n 3
fi

echo "== installed binary: usr/bin/intake-desk --version"
installed_version=$("$root/usr/bin/intake-desk" --version) || fail "the installed binary does not run"
echo "$installed_version"
commit=$(git rev-parse --short=10 HEAD)
case "$installed_version" in
    "intake-desk $version (commit $commit)" | "intake-desk $version (commit $commit-modified)") ;;
    *) fail "expected 'intake-desk $version (commit $commit…)', got '$installed_version'" ;;
esac
"$root/usr/bin/intake-desk" --help >/dev/null || fail "--help"
binary_bytes=$(stat -c %s "$root/usr/bin/intake-desk")

echo "== summary"
printf 'package        %s (%s KiB)\n' "$(basename "$deb")" "$(du -k "$deb" | cut -f1)"
printf 'installed size %s KiB (Installed-Size)\n' "$installed_kib"
printf 'binary         %s bytes (%s MiB)\n' "$binary_bytes" "$(awk -v b="$binary_bytes" 'BEGIN { printf "%.1f", b / 1048576 }')"
echo "all checks passed"
