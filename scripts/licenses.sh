#!/usr/bin/env bash
# Regenerates the third-party licence notices Intake Desk ships, from Cargo's metadata, with
# cargo-about (configured in about.toml: accepted licences, platforms, no dev- or
# build-dependencies):
#   assets/licenses/third-party-licenses.json  embedded in the program (src/licenses.rs), shown in
#                                              the About dialog
#   assets/licenses/THIRD-PARTY-LICENSES.txt   the same as plain text, for the packages
#                                              (/usr/share/doc/intake-desk/)
# Run it after adding or updating a dependency and commit both files; tests/processes/licenses_current.rs
# fails while they miss a crate of the build. Needs cargo-about (`cargo install --locked
# cargo-about --features cli`) and python3; works offline (crates already fetched, Cargo.lock as is).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! cargo about --version >/dev/null 2>&1; then
    echo "scripts/licenses.sh needs cargo-about: cargo install --locked cargo-about --features cli" >&2
    exit 1
fi
command -v python3 >/dev/null || { echo "scripts/licenses.sh needs python3" >&2; exit 1; }

version=$(cargo about --version | awk '{ print $NF }')
raw=$(mktemp)
trap 'rm -f "$raw"' EXIT

# --frozen: Cargo.lock as it is, and no network (the crates' own licence files only, nothing from
# clearlydefined.io or the crates' git repositories). --fail: a crate whose licence cannot be
# determined or is not accepted stops the script instead of being left out.
# Every platform's crates, fetched (cargo-about and the list below read them).
cargo fetch --locked
cargo about generate --frozen --fail --config about.toml --format json --output-file "$raw"
# What is built in, per platform, for tests/processes/licenses_current.rs.
scripts/shipped-crates.sh

python3 - "$raw" "scripts/licenses.sh with cargo-about $version" <<'PYTHON'
"""Reduces cargo-about's JSON to what the program and the packages ship: each distinct licence
text once (texts that differ only in line ends, spaces, wrapping or comment markers are one),
with the crates (name, version, repository) under it, sorted so that regenerating changes
nothing."""
import json
import re
import sys

OWN_CRATES = {"intake-desk", "intake_api", "intake_files", "intake_rules", "intake_sandbox"}
raw_path, generated_by = sys.argv[1], sys.argv[2]
with open(raw_path, encoding="utf-8") as f:
    raw = json.load(f)


def normalised(text):
    lines = [line.rstrip() for line in text.replace("\r\n", "\n").replace("\r", "\n").split("\n")]
    return "\n".join(lines).strip("\n") + "\n"


COMMENT_MARKER = re.compile(r"^\s*(?://+|#+|/\*+|\*+/?)[ \t]?", re.MULTILINE)


def words(text):
    """A text's words, without the comment markers of a licence copied into a source file."""
    return " ".join(COMMENT_MARKER.sub("", text).split())


groups = {}
for licence in raw["licenses"]:
    text = normalised(licence["text"])
    # The same words wrapped or indented differently are the same licence text: shipped once, in
    # the form that sorts first.
    key = (licence["id"], words(text))
    group = groups.setdefault(key, {"id": licence["id"], "name": licence["name"], "text": text, "used_by": {}})
    group["text"] = min(group["text"], text)
    for used in licence["used_by"]:
        krate = used["crate"]
        if krate["name"] in OWN_CRATES:
            continue
        component = {"name": krate["name"], "version": krate["version"]}
        if krate.get("repository"):
            component["repository"] = krate["repository"]
        group["used_by"][(krate["name"], krate["version"])] = component

# A source file whose header comment is a licence text (cargo-about takes some crates' lib.rs or
# data files for licence files) is that licence: its crates go under the text itself, and no
# source code is shipped as a "licence" beside it (two identical headings in the About dialog).
for key in sorted(groups, key=lambda key: len(key[1])):
    licence_id, text_words = key
    for other in sorted(groups, key=lambda key: len(key[1])):
        if other[0] == licence_id and len(other[1]) < len(text_words) and text_words.startswith(other[1]):
            groups[other]["used_by"].update(groups[key]["used_by"])
            groups[key]["used_by"] = {}
            break

licences = []
for group in groups.values():
    if not group["used_by"]:
        continue
    group["used_by"] = [group["used_by"][key] for key in sorted(group["used_by"])]
    licences.append(group)
licences.sort(key=lambda l: (l["id"], l["used_by"][0]["name"], l["used_by"][0]["version"], l["text"]))
crates = {(c["name"], c["version"]) for l in licences for c in l["used_by"]}

# One licence a line: compact, and a diff still shows which licence changed.
with open("assets/licenses/third-party-licenses.json", "w", encoding="utf-8") as f:
    f.write('{"generated_by":' + json.dumps(generated_by) + ',"licences":[\n')
    f.write(",\n".join(json.dumps(l, ensure_ascii=False, separators=(",", ":")) for l in licences))
    f.write("\n]}\n")

rule = "=" * 78
with open("assets/licenses/THIRD-PARTY-LICENSES.txt", "w", encoding="utf-8") as f:
    f.write(
        "Intake Desk includes the following third-party software: "
        f"{len(crates)} crates under {len(licences)} licence texts.\n"
        f"Generated from Cargo's metadata by {generated_by}.\n"
    )
    for licence in licences:
        f.write(f"\n{rule}\n{licence['name']} ({licence['id']})\n{rule}\n\nUsed by:\n")
        for component in licence["used_by"]:
            f.write(f"    {component['name']} {component['version']}\n")
        f.write("\n" + licence["text"])

print(f"{len(crates)} crates under {len(licences)} licence texts ({generated_by})")
PYTHON
ls -l assets/licenses/third-party-licenses.json assets/licenses/THIRD-PARTY-LICENSES.txt
