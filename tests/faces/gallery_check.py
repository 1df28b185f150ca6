#!/usr/bin/env python3
"""Checks the visual gallery as Chromium left it (gallery_test.sh): after each probe step,
the cards visible are exactly those computed from docs/cards.md, the Markdown gallery of
the same library (another generator); every card of the library has a face; every card's
tip quotes each of its keywords' rulebook text.
Usage: gallery_check.py CARDS_MD PROBED_DOM"""
import html
import json
import re
import sys
from html.parser import HTMLParser


def cells(row):
    parts = re.split(r"(?<!\\)\|", row.strip())[1:-1]
    return [p.strip().replace("\\|", "|") for p in parts]


def library(cards_md):
    """Each card of the Markdown gallery: faction, types, cost, keyword names, searched text."""
    text = open(cards_md, encoding="utf-8").read()
    keywords = re.findall(r"^- \*\*([A-Z ]+)\*\*", text, re.M)
    cards, faction = {}, None
    for line in text.splitlines():
        m = re.match(r"## (\w+) \(\d+ cards\)", line)
        if m:
            faction = {"Neutral": "none"}.get(m.group(1), m.group(1).lower())
            continue
        if line.startswith("## "):
            faction = None
        if faction is None or not line.startswith("| ") or line.startswith("| card |"):
            continue
        name, types, cost, _traits, tags, uses, body = cells(line)
        names = [k for use in uses.split(", ") if use for k in keywords if use == k or use.startswith(k + " ")]
        money = re.match(r"(\d+)M", cost)
        lines = body.split("<br>") if body else []
        searched = "\n".join([name] + (tags.split(" ") if tags else []) + (uses.split(", ") if uses else []) + lines)
        types = types.split(" ")
        if "founder" in types:  # a founder is a character; the table writes only "founder"
            types.append("character")
        cards[name] = {"faction": faction, "types": types, "keywords": names,
                       "cost": None if cost.startswith("valuation") else (money.group(1) if money else None),
                       "text": searched.lower()}
    return cards


def expected(cards, control, value):
    def accepts(c):
        if control == "f-faction": return c["faction"] == value
        if control == "f-type": return value in c["types"]
        if control == "f-cost": return c["cost"] == value
        if control == "f-keyword": return value in c["keywords"]
        if control == "f-text": return value.strip().lower() in c["text"]
        if control == "f-faction+f-type":
            f, t = value.split("+")
            return c["faction"] == f and t in c["types"]
        raise SystemExit("unknown probe control " + control)
    return sorted(n for n, c in cards.items() if accepts(c))


class Page(HTMLParser):
    """The probe's steps, and for each card figure its name and the keywords its tip quotes."""
    def __init__(self):
        super().__init__()
        self.figures, self.quoted, self.probe, self.in_probe = [], {}, "", False
        self.described, self.tips = [], []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "figure" and "card" in a.get("class", ""):
            self.figures.append(a["data-name"])
            self.quoted[a["data-name"]] = set()
            self.described.append(a.get("aria-describedby", ""))
        if tag == "div" and a.get("role") == "tooltip":
            self.tips.append(a.get("id", ""))
        if tag == "blockquote" and self.figures:
            self.quoted[self.figures[-1]].add(a.get("data-keyword"))
        self.in_probe = tag == "pre" and a.get("id") == "gallery-probe"

    def handle_data(self, data):
        if self.in_probe:
            self.probe += data

    def handle_endtag(self, tag):
        if tag == "pre":
            self.in_probe = False


def main():
    cards = library(sys.argv[1])
    page = Page()
    page.feed(open(sys.argv[2], encoding="utf-8").read())
    failures = []
    if sorted(page.figures) != sorted(cards):
        failures.append(f"faces drawn {len(page.figures)}, cards in docs/cards.md {len(cards)}: "
                        f"{sorted(set(page.figures) ^ set(cards))}")
    for name, c in cards.items():
        missing = set(c["keywords"]) - page.quoted.get(name, set())
        if missing:
            failures.append(f"{name}: its tip quotes no rulebook text for {sorted(missing)}")
    if page.described != page.tips or any(not t or " " in t for t in page.tips) or len(set(page.tips)) != len(page.tips):
        failures.append("each card must name its own tip, by an id without spaces, in aria-describedby")
    steps = json.loads(html.unescape(page.probe)) if page.probe else []
    if len(steps) < 20:
        failures.append(f"the probe ran {len(steps)} steps; it should run one per filter value")
    nonempty = 0
    for s in steps:
        want, got = expected(cards, s["control"], s["value"]), sorted(s["visible"])
        nonempty += bool(want)
        if want != got:
            failures.append(f"{s['control']} = {s['value']!r}: shown {got}, expected {want}")
    if nonempty < len(steps) - 1:
        failures.append("some filter value leaves no card: the probe proves little there")
    for f in failures:
        print("FAIL:", f)
    print(f"gallery: {len(steps)} filter steps checked against {len(cards)} cards")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
