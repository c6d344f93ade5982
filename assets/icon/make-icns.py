#!/usr/bin/env python3
"""Pack PNG renderings into a macOS .icns file (fallback when png2icns is unavailable).

Usage: make-icns.py OUT.icns PNG_DIR
Uses PNG_DIR/intake-desk-{16,32,128,256,512}.png as PNG payloads of the
icp4, icp5, ic07, ic08 and ic09 element types respectively.
"""
import struct
import sys
from pathlib import Path

TYPES = [(b"icp4", 16), (b"icp5", 32), (b"ic07", 128), (b"ic08", 256), (b"ic09", 512)]


def main() -> None:
    out, png_dir = Path(sys.argv[1]), Path(sys.argv[2])
    body = b""
    for code, size in TYPES:
        data = (png_dir / f"intake-desk-{size}.png").read_bytes()
        if data[:8] != b"\x89PNG\r\n\x1a\n":
            sys.exit(f"not a PNG: intake-desk-{size}.png")
        w, h = struct.unpack(">II", data[16:24])
        if (w, h) != (size, size):
            sys.exit(f"intake-desk-{size}.png is {w}x{h}")
        body += code + struct.pack(">I", len(data) + 8) + data
    out.write_bytes(b"icns" + struct.pack(">I", len(body) + 8) + body)


if __name__ == "__main__":
    main()
