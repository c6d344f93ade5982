#!/bin/sh
# Regenerates every icon file in this directory from the two SVG sources.
# Needs ImageMagick 6 (convert/identify); png2icns (icnsutils) is optional.
set -eu
cd "$(dirname "$0")"
mkdir -p png

# 16/24/32 px come from the pixel-grid variant, larger sizes from the main mark.
for n in 16 24 32; do
  convert -background none -density 1200 intake-desk-small.svg \
    -filter Box -resize "${n}x${n}" -depth 8 "PNG32:png/intake-desk-$n.png"
done
for n in 48 64 128 256 512; do
  convert -background none -density 1200 intake-desk.svg \
    -filter Box -resize "${n}x${n}" -depth 8 "PNG32:png/intake-desk-$n.png"
done

# Windows icon: 16, 24, 32, 48, 64, 256.
convert png/intake-desk-16.png png/intake-desk-24.png png/intake-desk-32.png \
  png/intake-desk-48.png png/intake-desk-64.png png/intake-desk-256.png \
  intake-desk.ico

# macOS icon: 16, 32, 128, 256, 512.
if command -v png2icns >/dev/null 2>&1; then
  png2icns intake-desk.icns png/intake-desk-16.png png/intake-desk-32.png \
    png/intake-desk-128.png png/intake-desk-256.png png/intake-desk-512.png
else
  python3 make-icns.py intake-desk.icns png
fi

identify png/*.png intake-desk.ico
