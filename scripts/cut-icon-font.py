#!/usr/bin/env python3
"""Cuts the Material Symbols font (outline face, from the egui_material_icons crate) down to the
icons the app draws, into assets/fonts/material-symbols-intake.ttf.

    pip install fonttools   # once
    scripts/cut-icon-font.py

The icons are the `NAME = ICON_X;` lines of the `icons!` block in src/ui/theme.rs; their code
points come from the crate's own codepoints file (found through `cargo metadata`, the version in
Cargo.lock). Run it after adding an icon there and commit the font: the unit test
`ui::theme::tests::the_cut_icon_font_has_every_icon_the_app_draws` fails until then.
"""
import json
import pathlib
import re
import subprocess
import sys

from fontTools import subset

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUTPUT = ROOT / "assets/fonts/material-symbols-intake.ttf"


def crate_folder(name):
    metadata = json.loads(
        subprocess.run(
            ["cargo", "metadata", "--format-version", "1", "--locked"],
            cwd=ROOT, check=True, capture_output=True, text=True,
        ).stdout
    )
    for package in metadata["packages"]:
        if package["name"] == name:
            return pathlib.Path(package["manifest_path"]).parent
    sys.exit(f"{name} is not a dependency")


def main():
    theme = (ROOT / "src/ui/theme.rs").read_text()
    block = re.search(r"icons! \{(.*?)\n    \}", theme, re.S)
    if not block:
        sys.exit("no icons! block in src/ui/theme.rs")
    names = re.findall(r"= ICON_(\w+);", block.group(1))
    crate = crate_folder("egui_material_icons")
    codepoints = {}
    for line in (crate / "MaterialSymbolsRounded-Regular.codepoints").read_text().splitlines():
        name, _, hex_code = line.partition(" ")
        codepoints[name.upper()] = int(hex_code, 16)
    missing = [n for n in names if n not in codepoints]
    if missing:
        sys.exit(f"not in the font: {missing}")
    options = subset.Options()
    # Drawn by code point, never by name: the ligatures (GSUB) that spell names are not needed.
    options.layout_features = []
    # Hinting kept: egui's rasteriser uses it, and the icons must look exactly as before the cut.
    options.name_IDs = ["*"]  # keep the copyright and licence records
    options.notdef_outline = True
    font = subset.load_font(str(crate / "MaterialSymbolsRounded-Regular.ttf"), options)
    cutter = subset.Subsetter(options)
    cutter.populate(unicodes=sorted({codepoints[n] for n in names}))
    cutter.subset(font)
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    subset.save_font(font, str(OUTPUT), options)
    print(f"{OUTPUT.relative_to(ROOT)}: {len(set(names))} icons, {OUTPUT.stat().st_size} bytes")


if __name__ == "__main__":
    main()
