"""The binary containers of the hostile fixtures (scripts/make-import-fixtures.py): Excel
97-2003's BIFF records in an OLE2 compound file, and the binary workbook's (.xlsb) records."""

import struct


def biff_record(kind, data=b""):
    return struct.pack("<HH", kind, len(data)) + data


def write_compound_file(path, stream_name, stream):
    """An OLE2 compound file (MS-CFB, version 3, 512-byte sectors) holding one stream, as Excel
    97-2003 keeps its `Workbook`: the header, one FAT sector, one directory sector, then the
    stream in sectors of its own (4,096 bytes at least, so it is not kept in the mini stream)."""
    assert len(stream) >= 4096 and len(stream) % 512 == 0
    stream_sectors = len(stream) // 512
    end_of_chain, free, fat_sector, no_stream = 0xFFFFFFFE, 0xFFFFFFFF, 0xFFFFFFFD, 0xFFFFFFFF
    header = (
        b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(16)
        + struct.pack("<HHHHH", 0x003E, 0x0003, 0xFFFE, 0x0009, 0x0006) + bytes(6)
        + struct.pack("<IIIIIIIII", 0, 1, 1, 0, 4096, end_of_chain, 0, end_of_chain, 0)
        + struct.pack("<109I", 0, *([free] * 108))
    )
    # Sector 0: the FAT; sector 1: the directory; sectors 2…: the stream, chained in order.
    chain = [fat_sector, end_of_chain] + [n + 1 for n in range(2, 2 + stream_sectors - 1)] + [end_of_chain]
    fat = struct.pack(f"<{len(chain)}I", *chain) + struct.pack("<I", free) * (128 - len(chain))

    def entry(name, kind, child, start, size):
        encoded = name.encode("utf-16-le") + b"\0\0" if name else b""
        return (
            encoded.ljust(64, b"\0") + struct.pack("<HBB", len(encoded), kind, 1)
            + struct.pack("<III", no_stream, no_stream, child) + bytes(16 + 4 + 16)
            + struct.pack("<III", start, size, 0)
        )

    directory = (
        entry("Root Entry", 5, 1, end_of_chain, 0) + entry(stream_name, 2, no_stream, 2, len(stream))
        + entry("", 0, no_stream, 0, 0) * 2
    )
    assert len(header) == 512 and len(fat) == 512 and len(directory) == 512
    with open(path, "wb") as f:
        f.write(header + fat + directory + stream)


def xlsb_record(kind, data=b""):
    def varint(n):
        out = b""
        while True:
            byte, n = n & 0x7F, n >> 7
            out += bytes([byte | (0x80 if n else 0)])
            if not n:
                return out
    return varint(kind) + varint(len(data)) + data
