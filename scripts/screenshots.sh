#!/usr/bin/env bash
# Takes the guides' screenshots: the real app drawn by wgpu in a test harness, moved from screen to
# screen by the intents its views return (examples/readme_screenshots.rs), in English, Dutch and
# French, at 1280×800 and on a small 800×600 screen, light and dark.
#   scripts/screenshots.sh [OUT_DIR]      (default docs/screenshots)
# Needs a wgpu adapter; a software one is enough: apt-get install -y mesa-vulkan-drivers
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-docs/screenshots}"
# Every tour: the main one, then the day's list, the front desk and the day's list at 125 %, and
# the follow-up (each its own sandbox).
for tour in "" day-list day-list-125 front-desk-125 follow-up; do
    TZ=${TZ:-Europe/Brussels} cargo run --quiet --example readme_screenshots -- "$out" $tour
done
