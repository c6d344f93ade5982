#!/usr/bin/env python3
"""The app's floors (docs/layers.txt), checked: a module of src/ that uses one on a later floor,
or two modules that use each other, fail the check with the lines that do it."""
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent
floors = {}
order = []
for line in (root / "docs/layers.txt").read_text().splitlines():
    line = line.split("#", 1)[0].strip()
    if not line:
        continue
    name, modules = line.split(":", 1)
    order.append(name.strip())
    for module in modules.split():
        floors[module] = len(order) - 1

src = root / "src"
uses = {}  # (from, to) -> first "file:line"
unknown = set()
for path in sorted(src.rglob("*.rs")):
    relative = path.relative_to(src)
    top = relative.parts[0].removesuffix(".rs")
    if top in ("lib", "main", "main_cli", "main_console", "main_measure"):
        continue
    # Files of a module included by #[path] or named after it (local_store_repair.rs, *_tests.rs).
    for module in sorted(floors, key=len, reverse=True):
        if top == module or top.startswith(module + "_"):
            top = module
            break
    if top not in floors:
        unknown.add(top)
        continue
    in_tests = False
    for number, text in enumerate(path.read_text().splitlines(), 1):
        if re.match(r"\s*#\[cfg\(test\)\]", text):
            in_tests = True
        # Comments (the code's, and the SQL's inside its strings) are not uses.
        if in_tests or text.lstrip().startswith(("//", "--")):
            continue
        used_here = re.findall(r"\bcrate::([a-z_]+)", text)
        # `use crate::{a, b::c}`: the first name of each path in the braces.
        for group in re.findall(r"\bcrate::\{([^}]*)", text):
            used_here += re.findall(r"(?:^|,)\s*([a-z_]+)", group)
        for used in used_here:
            if used != top and used in floors:
                uses.setdefault((top, used), f"src/{relative}:{number}")

problems = []
for (user, used), where in sorted(uses.items(), key=lambda item: item[1]):
    if floors[used] > floors[user]:
        problems.append(f"{where}: {user} ({order[floors[user]]}) uses {used}, on a later floor ({order[floors[used]]})")
    elif (used, user) in uses and user < used:
        problems.append(f"{where}: {user} and {used} use each other (also {uses[(used, user)]})")
for module in sorted(unknown):
    problems.append(f"src/{module}: on no floor of docs/layers.txt")

if problems:
    print("check-layers: a module uses one it must not:", file=sys.stderr)
    for problem in problems:
        print("  " + problem, file=sys.stderr)
    sys.exit(1)
print(f"check-layers: the {len(floors)} modules keep to their {len(order)} floors.")
