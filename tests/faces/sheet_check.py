#!/usr/bin/env python3
"""Measures page 1 of a print sheet holding one card (docs/faces.md, "Print"), rendered by
pdftoppm as a grey PGM at DPI: the card's width and height (the longest dark run across a
row and down a column: cut marks are 5 mm long) must be the card's size plus twice the
bleed within 0.5 mm, and the cut marks in the left and top margins must lie on every
card's cut lines within 0.5 mm.
  sheet_check.py PAGE.pgm DPI PAPER_W PAPER_H CARD_W CARD_H [BLEED]   (lengths in mm)"""
import sys

def read_pgm(path):
    data = open(path, 'rb').read()
    fields, pos = [], 0
    while len(fields) < 4:  # magic, width, height, maxval, separated by blanks
        while data[pos:pos + 1].isspace():
            pos += 1
        end = pos
        while not data[end:end + 1].isspace():
            end += 1
        fields.append(data[pos:end])
        pos = end
    assert fields[0] == b'P5', 'not a binary PGM'
    w, h = int(fields[1]), int(fields[2])
    pixels = data[pos + 1:]
    return w, h, [pixels[y * w:(y + 1) * w] for y in range(h)]

def longest_run(values):
    best = run = 0
    for v in values:
        run = run + 1 if v < 200 else 0
        best = max(best, run)
    return best

def clusters(indices):
    """Centres of runs of consecutive indices."""
    out, start, prev = [], None, None
    for i in indices:
        if start is None or i != prev + 1:
            if start is not None:
                out.append((start + prev) / 2)
            start = i
        prev = i
    if start is not None:
        out.append((start + prev) / 2)
    return out

def main():
    path, dpi, paper_w, paper_h, card_w, card_h = sys.argv[1], *map(float, sys.argv[2:7])
    bleed = float(sys.argv[7]) if len(sys.argv) > 7 else 0.0
    mm = dpi / 25.4  # pixels per mm
    w, h, rows = read_pgm(path)
    failed = []
    width = max(longest_run(r) for r in rows) / mm
    height = max(longest_run([rows[y][x] for y in range(h)]) for x in range(0, w, 2)) / mm
    if abs(width - card_w - 2 * bleed) > 0.5 or abs(height - card_h - 2 * bleed) > 0.5:
        failed.append(f'the card with its bleed measures {width:.2f} x {height:.2f} mm, not '
                      f'{card_w + 2 * bleed} x {card_h + 2 * bleed}')
    pitch_x, pitch_y = card_w + 2 * bleed, card_h + 2 * bleed
    x0, y0 = (paper_w - 3 * pitch_x) / 2, (paper_h - 3 * pitch_y) / 2
    # Horizontal marks left of the grid, at 3 mm from it; vertical marks above it.
    column = int((x0 - 3) * mm)
    marks_y = [y / mm for y in clusters([y for y in range(h) if rows[y][column] < 200])]
    row = int((y0 - 3) * mm)
    marks_x = [x / mm for x in clusters([x for x in range(w) if rows[row][x] < 200])]
    want_y = sorted({round(y0 + j * pitch_y + bleed + e, 6) for j in range(3) for e in (0, card_h)})
    want_x = sorted({round(x0 + i * pitch_x + bleed + e, 6) for i in range(3) for e in (0, card_w)})
    for name, got, want in (('horizontal', marks_y, want_y), ('vertical', marks_x, want_x)):
        if len(got) != len(want) or any(abs(g - e) > 0.5 for g, e in zip(got, want)):
            failed.append(f'{name} cut marks at {[round(g, 2) for g in got]} mm, want {[round(e, 2) for e in want]}')
    for f in failed:
        print('FAIL:', f)
    if not failed:
        print(f'card {width:.2f} x {height:.2f} mm; cut marks at x {[round(g, 1) for g in marks_x]}, y {[round(g, 1) for g in marks_y]}')
    return 1 if failed else 0

sys.exit(main())
