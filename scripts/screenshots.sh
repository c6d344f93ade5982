#!/usr/bin/env bash
# Takes the guides' screenshots: the real app drawn by wgpu in a test harness, moved from screen to
# screen by the intents its views return (examples/readme_screenshots.rs), in English, Dutch and
# French, at 1280×800 and on a small 800×600 screen, light and dark.
#   scripts/screenshots.sh [OUT_DIR]      (default docs/screenshots)
# Needs a wgpu adapter; a software one is enough: apt-get install -y mesa-vulkan-drivers
set -euo pipefail
cd "$(dirname "$0")/.."
TZ=${TZ:-Europe/Brussels} cargo run --quiet --example readme_screenshots -- "${1:-docs/screenshots}"
