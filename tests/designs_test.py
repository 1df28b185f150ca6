#!/usr/bin/env python3
"""The design corpus against its taxonomy (docs/designs.md, "How a design file looks").

Usage: designs_test.py MEGACORP ROOT [--strict] [--plant]

Checks, over every design of examples/designs/ (a `.mc` file whose first card is the
design; `.design` files are designs the language cannot express yet):
- every design names its cells (`# cells:`), and every cell it names is a row of the
  taxonomy (docs/designs.md, docs/designs_part2.md);
- each cell's count of *working* designs (a `.mc` file with no pending scenario):
  a cell with fewer than two is missing, and must be listed, with the designs that would
  fill it, in examples/designs/missing_cells.txt; a listed cell that now has two is an
  error too (the list is the truth, kept by hand). `--strict` fails on any missing cell:
  issue 27's "every cell twice" holds only when it passes;
- no two designs share a checked effect tree once names and numbers are erased
  (`megacorp show --tree`, with card names, tags and numbers replaced by placeholders);
- a cell the books forbid (its taxonomy row says "the books forbid it") is filled by designs
  the checker refuses: a `.design` file with a `# refused: CITATION` line counts as working
  for such a cell when `megacorp check` fails on it with a message quoting CITATION, and is
  an error otherwise (a refusal that stops happening is a text that now does what the book
  forbids).
`--plant` checks that the checks can fail: a design with an unknown cell, a listed cell
that is covered, a copied design and a refused design that checks must each be reported.
"""
import collections
import os
import pathlib
import re
import subprocess
import tempfile
import sys

CELL_ROW = re.compile(r"^\| `([a-z0-9\-]+/[a-z0-9/\-]+)` \|(.*)$", re.M)  # a cell has a slash
FORBIDDEN = "the books forbid it"
CARD = re.compile(r'^card "([^"]+)"', re.M)


def taxonomy(root):
    """The cells, and those of them the books forbid."""
    text = "".join((root / "docs" / name).read_text() for name in ("designs.md", "designs_part2.md"))
    rows = CELL_ROW.findall(text)
    return [cell for cell, _ in rows], {cell for cell, row in rows if FORBIDDEN in row}


def header(text, key):
    for line in text.splitlines():
        if line.startswith(f"# {key}:"):
            return line[len(key) + 3:].strip()
    return None


def designs(root):
    """(path, cells, working, first card name) of every design file."""
    out = []
    for path in sorted((root / "examples" / "designs").rglob("*")):
        if path.suffix not in (".mc", ".design"):
            continue
        text = path.read_text()
        cells = header(text, "cells")
        names = CARD.findall(text)
        working = path.suffix == ".mc" and not re.search(r"^\s*pending:", text, re.M)
        out.append((path, [c.strip() for c in (cells or "").split(",") if c.strip()], working,
                    names[0] if names else None, cells is not None, header(text, "refused")))
    return out


def refusal_holds(megacorp, root, path, citation):
    """Does `megacorp check` refuse the design with a message quoting CITATION?"""
    check = subprocess.run([megacorp, "check", str(path)], cwd=root, capture_output=True,
                           text=True, check=False)
    return check.returncode != 0 and citation in check.stdout + check.stderr


def read_missing(root):
    path = root / "examples" / "designs" / "missing_cells.txt"
    listed = {}
    for line in path.read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            cell, _, reason = line.partition(" ")
            listed[cell] = reason.strip()
    return listed


SHOWN = {}  # (file, card) -> `megacorp show --tree` output, or None: --plant checks the corpus four times


def shown_tree(megacorp, root, path, card):
    if (path, card) not in SHOWN:
        tree = subprocess.run([megacorp, "show", "--tree", card, str(path)], cwd=root,
                              capture_output=True, text=True, check=False)
        SHOWN[path, card] = tree.stdout if tree.returncode == 0 else None
    return SHOWN[path, card]


def erased_tree(megacorp, root, design, names):
    path, _, _, card = design[:4]
    shown = shown_tree(megacorp, root, path, card)
    if shown is None:
        return None
    body = "\n".join(shown.splitlines()[1:])  # the first line is the card's name
    for name in names:
        body = body.replace(f'"{name}"', '"NAME"')
    body = re.sub(r"#[A-Z][A-Z0-9_-]*", "#TAG", body)
    return re.sub(r"-?\d+", "N", body)


def refused_problems(megacorp, root, design, forbidden):
    """A refused design must name only forbidden cells, and must still be refused."""
    path, named, _, _, _, citation = design
    rel = os.path.relpath(path, root)
    errors = [] if set(named) & forbidden else [
        f"{rel}: a '# refused:' design names no cell the books forbid"]
    if path.suffix != ".design":
        errors.append(f"{rel}: a refused design is a '.design' file")
    elif not refusal_holds(megacorp, root, path, citation):
        errors.append(f"{rel}: megacorp check no longer refuses it quoting '{citation}'")
    return errors


def problems(megacorp, root, found, taxonomy_cells, listed):
    cells, forbidden = taxonomy_cells
    known = set(cells)
    errors = []
    count = collections.Counter()
    for design in found:
        path, named, working, _, has_cells, citation = design
        rel = os.path.relpath(path, root)
        if not has_cells:
            errors.append(f"{rel}: no '# cells:' line")
        if citation:
            refused = refused_problems(megacorp, root, design, forbidden)
            errors += refused
            working = not refused
        for cell in named:
            if cell not in known:
                errors.append(f"{rel}: cell '{cell}' is not a row of the taxonomy")
            elif working and (not citation or cell in forbidden):
                count[cell] += 1
    missing = [c for c in cells if count[c] < 2]
    for cell in missing:
        if cell not in listed:
            errors.append(f"cell '{cell}' has {count[cell]} working design(s): list it in examples/designs/missing_cells.txt or add designs")
    for cell in listed:
        if cell not in known:
            errors.append(f"missing_cells.txt: '{cell}' is not a cell")
        elif count[cell] >= 2:
            errors.append(f"missing_cells.txt: '{cell}' has {count[cell]} working designs now: remove it from the list")
    names = {d[3] for d in found if d[3]}
    trees = collections.defaultdict(list)
    for design in found:
        if design[2] and design[3]:
            tree = erased_tree(megacorp, root, design, names)
            if tree is None:
                errors.append(f"{design[0].relative_to(root)}: megacorp show --tree '{design[3]}' failed")
            else:
                trees[tree].append(design[0].relative_to(root))
    for same in trees.values():
        if len(same) > 1:
            errors.append("the same checked effect tree, names and numbers erased: " + ", ".join(map(str, same)))
    return errors, missing, count


def plant(megacorp, root, found, taxonomy_cells, listed):
    """Each planted fault must be reported."""
    cells = taxonomy_cells[0]
    first = found[0]
    bad_cell = [(first[0], first[1] + ["no/such-cell"], *first[2:])] + found[1:]
    covered = next(c for c in cells if c not in listed)
    copied = found + [found[0]]
    refused = next(d for d in found if d[5])
    checks = next(d for d in found if d[0].suffix == ".mc")
    with tempfile.TemporaryDirectory() as scratch:  # a refused design that checks
        planted = pathlib.Path(scratch) / "accepted.design"
        planted.write_text(checks[0].read_text())
        accepted = [(planted, refused[1], False, checks[3], True, refused[5])]
        accepted_reported = any("no longer refuses" in e for e in
                                problems(megacorp, root, found + accepted, taxonomy_cells, listed)[0])
    seen = [
        any("no/such-cell" in e for e in problems(megacorp, root, bad_cell, taxonomy_cells, listed)[0]),
        any(covered in e and "remove it" in e
            for e in problems(megacorp, root, found, taxonomy_cells, {**listed, covered: "planted"})[0]),
        any("the same checked effect tree" in e
            for e in problems(megacorp, root, copied, taxonomy_cells, listed)[0]),
        accepted_reported,
    ]
    return all(seen)


def main():
    megacorp, root = sys.argv[1], pathlib.Path(sys.argv[2]).resolve()
    flags = set(sys.argv[3:])
    cells = taxonomy(root)
    found = designs(root)
    listed = read_missing(root)
    if "--plant" in flags:
        ok = plant(megacorp, root, found, cells, listed)
        print("planted faults " + ("all reported" if ok else "NOT all reported"))
        return 0 if ok else 1
    errors, missing, count = problems(megacorp, root, found, cells, listed)
    cells = cells[0]
    working = sum(1 for d in found if d[2])
    print(f"{len(found)} designs ({working} working, {sum(1 for d in found if d[0].suffix == '.design')} not expressible), "
          f"{len(cells)} cells, {len(cells) - len(missing)} with two or more working designs, {len(missing)} missing")
    for e in errors:
        print("error: " + e)
    if "--strict" in flags and missing:
        print("strict: missing cells: " + ", ".join(f"{c} ({count[c]})" for c in missing))
        return 1
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
