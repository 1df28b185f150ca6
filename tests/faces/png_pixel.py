#!/usr/bin/env python3
"""Prints the colour of one pixel of a PNG as `#rrggbb`: the pixel at X, Y millimetres of a
picture drawn at DPI (rsvg-convert's and `megacorp cards --png`'s output: 8-bit RGB or RGBA,
not interlaced). A small decoder (zlib and the five PNG filters), so no imaging module is needed.
  png_pixel.py FILE.png DPI X_MM Y_MM"""
import struct
import sys
import zlib


def read_png(path):
    data = open(path, 'rb').read()
    assert data[:8] == b'\x89PNG\r\n\x1a\n', 'not a PNG'
    pos, idat, header = 8, b'', None
    while pos < len(data):
        length, kind = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b'IHDR':
            header = struct.unpack('>IIBBBBB', body)
        elif kind == b'IDAT':
            idat += body
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = header
    assert depth == 8 and colour in (2, 6) and interlace == 0, f'unsupported PNG: depth {depth}, colour {colour}'
    return width, height, 3 if colour == 2 else 4, zlib.decompress(idat)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else b if pb <= pc else c


def rows(width, height, step, raw):
    stride, prev, pos = width * step, bytearray(width * step), 0
    for _ in range(height):
        kind, line = raw[pos], bytearray(raw[pos + 1:pos + 1 + stride])
        pos += 1 + stride
        for i in range(stride):
            a = line[i - step] if i >= step else 0
            b, c = prev[i], prev[i - step] if i >= step else 0
            line[i] = (line[i] + (0, a, b, (a + b) // 2, paeth(a, b, c))[kind]) & 255
        yield line
        prev = line


def main():
    path, dpi, x_mm, y_mm = sys.argv[1], *map(float, sys.argv[2:5])
    width, height, step, raw = read_png(path)
    x, y = int(x_mm * dpi / 25.4), int(y_mm * dpi / 25.4)
    assert 0 <= x < width and 0 <= y < height, f'({x}, {y}) is outside the {width} x {height} picture'
    for i, line in enumerate(rows(width, height, step, raw)):
        if i == y:
            print('#%02x%02x%02x' % tuple(line[x * step:x * step + 3]))
            return


main()
