#!/usr/bin/env bash
# The Windows installer, built, signed, installed, started and uninstalled here (issue 44):
#   1. the Windows program, as the Windows tests build it (scripts/windows-tests.sh: Debian's
#      Rust, -Zbuild-std, mingw; a no-op when they already built it), copied and stripped;
#   2. the MSI from wix/main.wxs with wixl (msitools), plus the policy folder's access list that
#      wixl cannot express (its SDDL read from wix/main.wxs, put in MsiLockPermissionsEx with
#      msibuild, as WiX's PermissionEx does);
#   3. the program and the MSI signed with osslsigncode (Authenticode, SHA-256) by a throwaway
#      certificate made here with openssl, and both signatures verified against its test CA;
#   4. installed silently under Wine (msiexec /i /qn) in a fresh Wine prefix, checked, started,
#      then uninstalled silently (msiexec /x /qn) and checked again.
# One line per check ("msi: <check> ... ok" or "... FAILED: <why>"); exits 1 if any failed.
# Prints the MSI's size and the time taken. Work files and the prefix: $CARGO_TARGET_DIR/msi/.
#
# The exe packaged is the debug one by default (the packaging path is the same for any exe);
# INTAKE_DESK_MSI_PROFILE=release packages the shipped build (a fat-LTO build, ~21 min cold).
#
# Production differs only in the certificate: sign with the publisher's code-signing
# certificate and a timestamp, for the exe before packaging and for the MSI after, e.g.
#   osslsigncode sign -pkcs12 publisher.p12 -readpass pass.txt -h sha256 -n "Intake Desk" \
#       -i https://intake-desk.invalid/ -ts http://<timestamp authority> -in in.msi -out out.msi
# (or -pkcs11module/-key for a hardware token; signtool on Windows does the same).
#
# What Wine cannot show: Windows Installer under Wine does not apply MsiLockPermissionsEx, and
# Wine does not enforce access lists, so the policy folder's permissions are checked in the MSI
# (the table and its SDDL, exactly as wix/main.wxs says), not on the installed folder.
#
# Needs: rustc-web cargo-web rust-web-src gcc-mingw-w64-x86-64 (windres, strip) wine xvfb xauth
# wixl msitools osslsigncode openssl. Honours INTAKE_DESK_WINDOWS_TARGET_DIR like
# scripts/windows-tests.sh.
set -euo pipefail
cd "$(dirname "$0")/.."

# Wine's programs (msiexec, reg) want a display even when they show nothing.
if [ -z "${INTAKE_DESK_MSI_UNDER_XVFB:-}" ]; then
    INTAKE_DESK_MSI_UNDER_XVFB=1 exec xvfb-run -a "$0" "$@"
fi

started=$(date +%s)
export PATH="/usr/bin:$PATH"
export RUSTC_BOOTSTRAP=1
export CARGO_TARGET_DIR="${INTAKE_DESK_WINDOWS_TARGET_DIR:-$PWD/target/windows}"
export CARGO_TARGET_X86_64_PC_WINDOWS_GNU_LINKER=x86_64-w64-mingw32-gcc
profile="${INTAKE_DESK_MSI_PROFILE:-dev}"
case "$profile" in dev | test) profile_dir=debug ;; *) profile_dir="$profile" ;; esac
work="$CARGO_TARGET_DIR/msi"
export WINEPREFIX="$work/wineprefix"
export WINEDEBUG=-all
# No Mono or Gecko prompts; and no menu entries or icons in the real home folder from the
# shortcut (winemenubuilder).
export WINEDLLOVERRIDES="mscoree,mshtml=;winemenubuilder.exe=d"

failures=0
# grep -q in a pipeline ends it early, and pipefail then counts the writer's SIGPIPE as a failure:
# this reads its input to the end.
has() { grep "$@" >/dev/null; }
die() {
    echo "msi: FAILED: $*" >&2
    exit 1
}
# check "what is checked" command...: the command prints why when it fails.
check() {
    local what="$1" why
    shift
    if why=$("$@" 2>&1); then
        echo "msi: $what ... ok"
    else
        echo "msi: $what ... FAILED: ${why:-(no reason given)}"
        failures=$((failures + 1))
    fi
}

for tool in cargo wixl msiinfo msibuild osslsigncode openssl wine x86_64-w64-mingw32-strip \
    x86_64-w64-mingw32-windres x86_64-w64-mingw32-gcc; do
    command -v "$tool" >/dev/null || die "needs $tool (see the top of $0)"
done

version=$(cargo metadata --no-deps --offline --format-version 1 \
    | grep -o '"name":"intake-desk","version":"[^"]*"' | cut -d'"' -f8)
[ -n "$version" ] || die "no version for intake-desk in cargo metadata"

# 1. The program.
# The exe scripts/windows-tests.sh built with the tests (INTAKE_DESK_WINDOWS_EXE) is packaged as
# it is: a `cargo build` here would build every dependency again with other features.
if [ -n "${INTAKE_DESK_WINDOWS_EXE:-}" ] && [ "$profile" = dev ]; then
    built="$INTAKE_DESK_WINDOWS_EXE"
else
    cargo build -Zbuild-std --target x86_64-pc-windows-gnu --profile "$profile" --bin intake-desk \
        2>&1 | { grep -v '^\s*\(Compiling\|Finished\|Blocking\)' || true; }
    built="$CARGO_TARGET_DIR/x86_64-pc-windows-gnu/$profile_dir/intake-desk.exe"
fi
[ -f "$built" ] || die "the build made no $built"
rm -rf "$work"
mkdir -p "$work/bin" "$work/pki"
x86_64-w64-mingw32-strip -o "$work/bin/unsigned.exe" "$built"

# 3a. A throwaway CA and code-signing certificate, made for this run only.
pki="$work/pki"
openssl req -x509 -newkey rsa:3072 -nodes -days 2 -keyout "$pki/ca.key" -out "$pki/ca.crt" \
    -subj "/CN=Intake Desk test CA (CI only, not trusted anywhere)" \
    -addext "basicConstraints=critical,CA:TRUE" -addext "keyUsage=critical,keyCertSign,cRLSign" \
    2>/dev/null
openssl req -newkey rsa:3072 -nodes -keyout "$pki/sign.key" -out "$pki/sign.csr" \
    -subj "/CN=Intake Desk test signing (CI only)/O=Intake Desk" 2>/dev/null
printf '%s\n' "basicConstraints=CA:FALSE" "keyUsage=critical,digitalSignature" \
    "extendedKeyUsage=codeSigning" >"$pki/sign.ext"
openssl x509 -req -days 2 -in "$pki/sign.csr" -CA "$pki/ca.crt" -CAkey "$pki/ca.key" \
    -CAcreateserial -extfile "$pki/sign.ext" -out "$pki/sign.crt" 2>/dev/null
sign() {
    osslsigncode sign -certs "$pki/sign.crt" -key "$pki/sign.key" -h sha256 -n "Intake Desk" \
        -i "https://intake-desk.invalid/" -in "$1" -out "$2" >"$work/sign.log" 2>&1 \
        || die "osslsigncode could not sign $1: $(cat "$work/sign.log")"
}
verify() {
    osslsigncode verify -CAfile "$pki/ca.crt" -in "$1" >"$work/verify.log" 2>&1 \
        || { tail -n 5 "$work/verify.log"; return 1; }
    grep -q "Signature verification: ok" "$work/verify.log" \
        || { tail -n 5 "$work/verify.log"; return 1; }
    grep -q "Intake Desk test signing" "$work/verify.log" \
        || { echo "signed by someone else"; return 1; }
}
sign "$work/bin/unsigned.exe" "$work/bin/intake-desk.exe"
rm "$work/bin/unsigned.exe"

# 2. The MSI. wixl finds files relative to wix/, so the program's folder is given from there.
msi_name="intake-desk-$version-x86_64.msi"
sddl=$(grep -o "<PermissionEx Sddl='[^']*'" wix/main.wxs | cut -d"'" -f2)
[ "$(printf '%s\n' "$sddl" | grep -c .)" = 1 ] || die "wix/main.wxs should have one PermissionEx Sddl"
mkdir -p "$work/idt"
printf 'MsiLockPermissionsEx\tLockObject\tTable\tSDDLText\tCondition\ns72\ts72\ts32\ts0\tS255\n%s\n%s\n' \
    "$(printf 'MsiLockPermissionsEx\tMsiLockPermissionsEx')" \
    "$(printf 'PolicyFolderAccess\tPolicyFolder\tCreateFolder\t%s\t' "$sddl")" \
    >"$work/idt/MsiLockPermissionsEx.idt"
# make_msi VERSION OUT: the signed MSI of the staged program, as that version.
make_msi() {
    local unsigned="$work/unsigned.msi"
    wixl -a x64 -D Wixl=yes -D "Version=$1" \
        -D "CargoTargetBinDir=$(realpath --relative-to=wix "$work/bin")" \
        -o "$unsigned" wix/main.wxs 2>"$work/wixl.log" \
        || die "wixl could not build the MSI: $(cat "$work/wixl.log")"
    msibuild "$unsigned" -i "$work/idt/MsiLockPermissionsEx.idt" \
        || die "msibuild could not add the policy folder's access list"
    sign "$unsigned" "$2"
    rm "$unsigned"
}
msi="$work/$msi_name"
make_msi "$version" "$msi"
size=$(stat -c %s "$msi")

# 3b. The signatures.
check "the program's signature verifies against the test CA" verify "$work/bin/intake-desk.exe"
check "the MSI's signature verifies against the test CA" verify "$msi"

# What the MSI says, before installing it.
table() { msiinfo export "$msi" "$1" | tr -d '\r'; }
property() { table Property | awk -F'\t' -v name="$1" '$1 == name { print $2 }'; }
product_code=$(property ProductCode)
policy_access_in_msi() {
    table CreateFolder | has "^PolicyFolder	PolicyFolder$" \
        || { echo "no CreateFolder row for PolicyFolder"; return 1; }
    local row
    row=$(table MsiLockPermissionsEx | grep "	CreateFolder	") || { echo "no MsiLockPermissionsEx row"; return 1; }
    [ "$(printf '%s\n' "$row" | cut -f2,4)" = "PolicyFolder	$sddl" ] || { echo "row: $row"; return 1; }
    table Directory | has "^PolicyFolder	CommonAppDataFolder	IntakeDesk$" \
        || { echo "PolicyFolder is not ProgramData\\IntakeDesk"; return 1; }
    [ "$(msiinfo suminfo "$msi" | awk -F': ' '/^Version:/ { print $2 }' | cut -d' ' -f1)" -ge 500 ] \
        || { echo "needs Windows Installer 5 (InstallerVersion 500) for MsiLockPermissionsEx"; return 1; }
}
check "the policy folder's access list in the MSI (SYSTEM, Administrators: full; Users: read)" \
    policy_access_in_msi
per_machine() { [ "$(property ALLUSERS)" = 1 ] || { echo "ALLUSERS is '$(property ALLUSERS)'"; return 1; }; }
check "per-machine install (ALLUSERS=1)" per_machine
major_upgrade() {
    [ "$(property UpgradeCode)" = "{3216C499-DFC1-48FE-93C1-99AB59818609}" ] \
        || { echo "UpgradeCode $(property UpgradeCode)"; return 1; }
    table Upgrade | has "WIX_UPGRADE_DETECTED" || { echo "no upgrade row"; return 1; }
    table LaunchCondition | has "NOT WIX_DOWNGRADE_DETECTED" || { echo "downgrades not refused"; return 1; }
}
check "a newer MSI replaces this one, an older one is refused (MajorUpgrade)" major_upgrade

# 4. Installed under Wine, in a prefix of its own (so nothing from the Windows tests, such as a
# machine policy, is there).
c="$WINEPREFIX/drive_c"
scripts/windows/wine-prefix.sh
run_msiexec_file() {
    # The log tells why when Windows Installer fails.
    wine msiexec "$2" "$(winepath -w "$1")" /qn /l*v "$(winepath -w "$work/$3.log")" 2>&1 \
        || { echo "msiexec $2 exited $?: $(tr -d '\0\r' <"$work/$3.log" | grep -a -i 'error\|return value 3' | tail -n 5)"; return 1; }
}
check "installs silently (msiexec /i /qn)" run_msiexec_file "$msi" /i install
wineserver --wait || true

program_dir="$c/Program Files/Intake Desk"
installed="$program_dir/intake-desk.exe"
# Wine's Windows Installer puts ProgramMenuFolder in the user's Start menu even for a
# per-machine install (a FIXME in Wine's msi); Windows puts it in the all-users one
# (C:\ProgramData\Microsoft\Windows\Start Menu\Programs). The shortcut is looked for where this
# install's log says ProgramMenuFolder is.
program_menu=$(tr -d '\0\r' <"$work/install.log" | grep -a -m1 'Property(S): ProgramMenuFolder = ' | sed 's/.* = //')
shortcut="(no ProgramMenuFolder in the install log)"
[ -z "$program_menu" ] || shortcut="$(winepath -u "$program_menu" 2>/dev/null)Intake Desk.lnk"
icon_file="$c/windows/Installer/$product_code/ProductICO"
uninstall_key="HKLM\\Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\$product_code"
reg_value() {
    wine reg query "$1" /v "$2" 2>/dev/null | tr -d '\r' \
        | awk -v name="$2" '$1 == name { sub(/^[ ]*[^ ]+[ ]+REG_[A-Z_]+[ ]+/, ""); print; exit }'
}

program_installed() {
    [ -f "$installed" ] || { echo "no $installed"; return 1; }
    cmp -s "$installed" "$work/bin/intake-desk.exe" || { echo "differs from the packed exe"; return 1; }
    [ -f "$program_dir/THIRD-PARTY-LICENSES.txt" ] || { echo "no THIRD-PARTY-LICENSES.txt beside it"; return 1; }
    cmp -s "$program_dir/THIRD-PARTY-LICENSES.txt" assets/licenses/THIRD-PARTY-LICENSES.txt \
        || { echo "the licences differ"; return 1; }
}
check "program and licences in C:\\Program Files\\Intake Desk" program_installed
check "the installed program's signature verifies" verify "$installed"

start_menu_shortcut() {
    table Shortcut | has "^IntakeDeskShortcut	ProgramMenuFolder	Intake Desk	StartMenuShortcut	\[APPLICATIONFOLDER\]intake-desk.exe	.*	ProductICO	" \
        || { echo "the MSI's Shortcut row is not the program in ProgramMenuFolder with ProductICO"; return 1; }
    [ -f "$shortcut" ] || { echo "no $shortcut"; return 1; }
    strings -a "$shortcut" | has -xF 'C:\Program Files\Intake Desk\intake-desk.exe' \
        || { echo "it does not point at the installed program"; return 1; }
    # Its icon: Windows Installer keeps the Icon table's ProductICO under C:\windows\Installer.
    strings -a -el "$shortcut" | has -F "C:\windows\Installer\\$product_code\ProductICO" \
        || { echo "its icon is not C:\windows\Installer\\$product_code\ProductICO"; return 1; }
    cmp -s "$icon_file" assets/icon/intake-desk.ico || { echo "$icon_file is not the app's icon"; return 1; }
}
check "start-menu shortcut, with the app's icon" start_menu_shortcut

uninstall_entry() {
    local name shown_version location icon
    name=$(reg_value "$uninstall_key" DisplayName)
    shown_version=$(reg_value "$uninstall_key" DisplayVersion)
    location=$(reg_value "$uninstall_key" InstallLocation)
    [ "$name" = "Intake Desk" ] || { echo "DisplayName '$name' under $uninstall_key"; return 1; }
    [ "$shown_version" = "$version" ] || { echo "DisplayVersion '$shown_version'"; return 1; }
    [ "$location" = 'C:\Program Files\Intake Desk\' ] || { echo "InstallLocation '$location'"; return 1; }
    [ "$(reg_value "$uninstall_key" Publisher)" = "Intake Desk" ] || { echo "no Publisher"; return 1; }
    # "Apps & features" shows an MSI's ARPPRODUCTICON, registered as the product's ProductIcon.
    icon=$(wine reg query 'HKLM\Software\Classes\Installer\Products' /s 2>/dev/null | tr -d '\r' \
        | awk '$1 == "ProductIcon" { print $3 }' | grep -F "$product_code" || true)
    [ "$icon" = "C:\windows\Installer\\$product_code\ProductICO" ] || { echo "ProductIcon '$icon'"; return 1; }
}
check "uninstall entry (name, version, location, icon)" uninstall_entry

resources() { x86_64-w64-mingw32-windres -i "$installed" -O rc 2>&1; }
version_resource() {
    local rc numeric needle
    rc=$(resources) || { echo "$rc"; return 1; }
    numeric=$(printf '%s' "$version" | awk -F. '{ printf "%d, %d, %d, 0", $1, $2, $3 }')
    for needle in "FILEVERSION $numeric" "PRODUCTVERSION $numeric" \
        'VALUE "ProductName", "Intake Desk"' "VALUE \"FileVersion\", \"$version\"" \
        "VALUE \"ProductVersion\", \"$version\"" 'VALUE "OriginalFilename", "intake-desk.exe"'; do
        printf '%s\n' "$rc" | has -F "$needle" || { echo "no '$needle' in its resources"; return 1; }
    done
}
check "version resource of the installed exe (Intake Desk $version)" version_resource

icon_resource() {
    local rc
    rc=$(resources) || { echo "$rc"; return 1; }
    printf '%s\n' "$rc" | has '^1 14 /\* RT_GROUP_ICON \*/' || { echo "no RT_GROUP_ICON"; return 1; }
    # Its images are the .ico's: the same count and the same sizes in bytes, in order.
    local count i embedded="" shipped=""
    count=$(od -An -tu2 -j4 -N2 assets/icon/intake-desk.ico | tr -d ' ')
    for ((i = 0; i < count; i++)); do
        shipped+="$(od -An -tu4 -j$((6 + 16 * i + 8)) -N4 assets/icon/intake-desk.ico | tr -d ' ') "
    done
    for i in $(printf '%s\n' "$rc" | grep -o ', 0x[0-9a-f]*L, [0-9]*,*[[:space:]]*/\* Element no' | awk '{ print $2 }' | tr -d 'L,'); do
        embedded+="$((i)) "
    done
    [ "$embedded" = "$shipped" ] || { echo "its images (bytes: $embedded) are not the .ico's ($shipped)"; return 1; }
}
check "icon resource (RT_GROUP_ICON) of the installed exe: assets/icon/intake-desk.ico" icon_resource

policy_folder() {
    [ -d "$c/ProgramData/IntakeDesk" ] || { echo "no C:\\ProgramData\\IntakeDesk"; return 1; }
}
check "policy folder C:\\ProgramData\\IntakeDesk created" policy_folder

starts() {
    local out
    out=$(cd "$program_dir" && timeout 120 wine ./intake-desk.exe --version 2>&1 | tr -d '\r') || true
    printf '%s\n' "$out" | has "$version" || { echo "--version printed: $out"; return 1; }
}
check "the installed exe starts (intake-desk.exe --version)" starts

# A newer version replaces this one (MajorUpgrade); this one is then refused over it.
newer_version=$(printf '%s' "$version" | awk -F. '{ printf "%d.%d.%d", $1, $2, $3 + 1 }')
newer_msi="$work/intake-desk-$newer_version-x86_64.msi"
make_msi "$newer_version" "$newer_msi"
newer_code=$(msiinfo export "$newer_msi" Property | tr -d '\r' | awk -F'\t' '$1 == "ProductCode" { print $2 }')
newer_replaces() {
    run_msiexec_file "$newer_msi" /i upgrade || return 1
    wine reg query "$uninstall_key" >/dev/null 2>&1 && { echo "$version is still installed beside $newer_version"; return 1; }
    local shown
    shown=$(reg_value "HKLM\\Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\$newer_code" DisplayVersion)
    [ "$shown" = "$newer_version" ] || { echo "DisplayVersion '$shown' after the upgrade"; return 1; }
    [ -f "$installed" ] || { echo "no program after the upgrade"; return 1; }
}
check "a newer MSI ($newer_version) replaces this one" newer_replaces
older_refused() {
    if run_msiexec_file "$msi" /i downgrade >/dev/null; then
        echo "$version installed over $newer_version"
        return 1
    fi
    # Refused by the launch condition on WIX_DOWNGRADE_DETECTED (Wine's log omits its text).
    tr -d '\0\r' <"$work/downgrade.log" | has -a "WIX_DOWNGRADE_DETECTED = $newer_code" \
        || { echo "refused, but the newer version was not detected"; return 1; }
    local shown
    shown=$(reg_value "HKLM\\Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\$newer_code" DisplayVersion)
    [ "$shown" = "$newer_version" ] || { echo "DisplayVersion '$shown' after the refusal"; return 1; }
}
check "this MSI is refused over the newer one" older_refused
wineserver --wait || true

# The user's data and the machine's policy, which an uninstall must leave.
user_data="$c/users/$(id -un)/AppData/Roaming/IntakeDesk/Intake Desk/data"
mkdir -p "$user_data"
echo "a draft" >"$user_data/kept.txt"
if [ -d "$c/ProgramData/IntakeDesk" ]; then
    echo "# written by IT" >"$c/ProgramData/IntakeDesk/policy.toml"
fi

check "uninstalls silently (msiexec /x /qn)" run_msiexec_file "$newer_msi" /x uninstall
wineserver --wait || true

program_gone() { [ ! -e "$program_dir" ] || { echo "left: $(ls -A "$program_dir")"; return 1; }; }
check "program folder removed" program_gone
shortcut_gone() { [ ! -e "$shortcut" ] || { echo "left: $shortcut"; return 1; }; }
check "start-menu shortcut removed" shortcut_gone
entry_gone() {
    local key
    for key in "$uninstall_key" "HKLM\\Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\$newer_code"; do
        ! wine reg query "$key" >/dev/null 2>&1 || { echo "left: $key"; return 1; }
    done
    ! wine reg query 'HKLM\Software\IntakeDesk\Intake Desk' >/dev/null 2>&1 \
        || { echo "left: HKLM\\Software\\IntakeDesk\\Intake Desk"; return 1; }
}
check "uninstall entry and the installer's registry values removed" entry_gone
data_kept() {
    [ -f "$user_data/kept.txt" ] || { echo "the user's data folder was removed"; return 1; }
    [ -f "$c/ProgramData/IntakeDesk/policy.toml" ] || { echo "the machine's policy was removed"; return 1; }
}
check "the user's data (%APPDATA%\\IntakeDesk) and the machine's policy kept" data_kept

wineserver -k 2>/dev/null || true
mib() { awk -v s="$1" 'BEGIN { printf "%.1f MiB", s / 1048576 }'; }
echo "msi: $msi_name is $(mib "$size") ($size bytes), from the stripped $profile exe of $(mib "$(stat -c %s "$work/bin/intake-desk.exe")"); took $(($(date +%s) - started)) s"
if [ "$failures" -gt 0 ]; then
    echo "msi: $failures check(s) FAILED" >&2
    exit 1
fi
