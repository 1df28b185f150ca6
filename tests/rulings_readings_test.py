#!/usr/bin/env python3
"""The readings index of docs/rulings.md ("Readings and their variants", its last section).

Project rule: a reading is only for what the books leave open, is written in docs/rulings.md
with the sentence it rests on, and the other reading is a variant. Checked here:
- every section (`## `) of docs/rulings.md whose text speaks of a reading has a row in the
  index, and every row names a section that exists;
- a row's variants are variants the library knows (`megacorp variants`), each named in its
  section's text;
- a row with no variant says why none is owed, and its section says so too ("no variant",
  "not a reading", "no variant is owed", ...).
With --plant, the check is run on planted faults (a row removed, an unknown variant, a row
without variant or reason, a section that names no variant) and must refuse each.

  tests/rulings_readings_test.py MEGACORP ROOT [--plant]
"""
import re
import subprocess
import sys

INDEX = "## Readings and their variants"
NO_VARIANT = re.compile(r"no variant|not a reading|variant is owed|owes no variant|no reading", re.I)


def known_variants(megacorp, root):
    out = subprocess.run([megacorp, "variants"], cwd=root, capture_output=True, text=True, check=True).stdout
    return {m.group(1) for m in re.finditer(r"(?m)^([a-z0-9][a-z0-9-]*):", out)}


def sections(text):
    """{heading: body} of the `## ` sections, in order."""
    out = {}
    for part in re.split(r"(?m)^## ", text)[1:]:
        head, _, body = part.partition("\n")
        out[head.strip()] = body
    return out


def index_rows(body):
    """[(section, variants, why)] of the index table."""
    rows = []
    for line in body.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")] if line.startswith("|") else []
        if len(cells) != 3 or cells[0] in ("section", "") or set(cells[0]) <= set("-"):
            continue
        variants = re.findall(r"`([a-z0-9-]+)`", cells[1])
        rows.append((cells[0], variants, cells[2]))
    return rows


def problems(text, variants):
    secs = sections(text)
    if INDEX not in "## " + "\n## ".join(secs):
        return ["docs/rulings.md has no section '" + INDEX[3:] + "'"]
    index = next(b for h, b in secs.items() if ("## " + h) == INDEX)
    rows = index_rows(index)
    named = {r[0] for r in rows}
    out = []
    for head, body in secs.items():
        if "## " + head == INDEX or head == "Variant names":
            continue
        if re.search(r"\breading", body, re.I) and head not in named:
            out.append(f"section '{head}' speaks of a reading and has no row in the index")
    for head, vs, why in rows:
        if head not in secs:
            out.append(f"index row '{head}': no such section")
            continue
        body = secs[head]
        for v in vs:
            if v not in variants:
                out.append(f"index row '{head}': '{v}' is no variant (megacorp variants)")
            elif v not in body:
                out.append(f"index row '{head}': its section does not name variant '{v}'")
        if not vs and (not why or why == "-"):
            out.append(f"index row '{head}': no variant and no reason why none is owed")
        if not vs and not NO_VARIANT.search(body):
            out.append(f"index row '{head}': no variant, and its section does not say why (e.g. 'No variant: ...')")
    return out


def plant(text, variants):
    """Each planted fault must be refused."""
    secs = sections(text)
    index = secs[INDEX[3:]]
    first = index_rows(index)[0]
    with_none = next(r for r in index_rows(index) if not r[1])
    with_one = next(r for r in index_rows(index) if len(r[1]) == 1)
    row_line = lambda r: next(l for l in index.splitlines() if l.startswith("| " + r[0] + " |"))
    cases = {
        "a row removed": text.replace(row_line(first) + "\n", ""),
        "an unknown variant": text.replace(row_line(with_one), row_line(with_one).replace(
            f"`{with_one[1][0]}`", "`no-such-variant`")),
        "no variant and no reason": text.replace(row_line(with_none), f"| {with_none[0]} | | |"),
        "a section that does not name its variant": text.replace(
            "## " + with_one[0] + "\n" + secs[with_one[0]],
            "## " + with_one[0] + "\n" + secs[with_one[0]].replace(with_one[1][0], "renamed")),
    }
    failed = []
    for what, planted in cases.items():
        if planted is None or planted == text:
            failed.append(f"plant '{what}': could not be planted")
        elif not problems(planted, variants):
            failed.append(f"plant '{what}': the check passed")
    return failed


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    megacorp, root = sys.argv[1], sys.argv[2]
    text = open(f"{root}/docs/rulings.md", encoding="utf-8").read()
    variants = known_variants(megacorp, root)
    found = plant(text, variants) if "--plant" in sys.argv else problems(text, variants)
    for p in found:
        print("docs/rulings.md: " + p)
    if found:
        sys.exit(1)
    print("rulings readings " + ("plants refused" if "--plant" in sys.argv else "index complete"))


if __name__ == "__main__":
    main()
