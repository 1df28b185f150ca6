#!/usr/bin/env python3
"""Every "did you mean" means what the author wrote (issue 27, item 4; docs/language.md,
"Synonyms", rule 3).

For every suggestion the language's tables can produce, the test applies its fix (the
`fix` of `megacorp check --format json`) and checks the text again:
  - each line of tests/synonym_probes.tsv whose message offers a "did you mean" names, in a
    fourth column, the line the author meant; the fix must give exactly that line, and the
    card must then check clean; a probe of an error without one must get none;
  - each entry of the synonym table (grammar/synonyms.cpp) that offers words has such a
    probe: its line holds the entry's words, its fixed line the language's; each entry
    that offers none has a probe whose error offers nothing;
  - each wrong line of docs/cookbook.md whose message offers a "did you mean", fixed, must
    give the recipe's card (what the author meant) and check clean, or be listed in
    NOT_THE_CARD with what it gives;
  - the trigger or rule phrase of each probe's fixed line is played on every path where
    it can answer: `megacorp rules paths examples` (docs/engine.md, "Path ids") lists it
    as answered by a passing scenario at every path that lists it.
Then it plants two faults (a probe's fixed line the text of another meaning; a path where a
suggested phrase was not played) and fails unless each is reported.

  suggestion_test.py MEGACORP ROOT
"""
import json
import os
import re
import subprocess
import sys
import tempfile

PROBES = "tests/synonym_probes.tsv"
TABLE = "grammar/synonyms.cpp"
ENTRY = re.compile(r'^\s*\{"([^"]+)", "([^"]*)", "')

# Cookbook wrong lines whose fixed text checks clean but is not the recipe's card: none.
NOT_THE_CARD = {}


def check_json(megacorp, root, text):
    with tempfile.NamedTemporaryFile("w", suffix=".mc", delete=False, encoding="utf-8") as f:
        f.write(text + "\n")
    try:
        out = subprocess.run([megacorp, "--cards", os.path.join(root, "cards"), "check", "--format", "json", f.name],
                             capture_output=True, text=True, timeout=60)
    finally:
        os.unlink(f.name)
    return json.loads(out.stdout)["diagnostics"]


def offset(lines, line, column):
    """The index in the text of LINE:COLUMN (both from 1, columns in code points)."""
    return sum(len(l) + 1 for l in lines[:line - 1]) + column - 1


def fixed(megacorp, root, text):
    """The text with the fix of each "did you mean" applied, and how many there were."""
    lines = text.split("\n")
    edits = []
    for d in check_json(megacorp, root, text):
        if "did you mean" in d["message"] and d.get("fix"):
            f = d["fix"]
            edits.append((offset(lines, f["line"], f["column"]), offset(lines, f["end_line"], f["end_column"]),
                          f["replacement"]))
    for begin, end, by in sorted(edits, reverse=True):
        text = text[:begin] + by + text[end:]
    return text, len(edits)


def probe_card(kind, ability):
    return 'card "Probe" {\n  type: %s\n  cost: 1M\n  traits: IQ 1, EQ 1, MQ 1, BQ 1\n  %s\n}' % (kind, ability)


def probe_problems(megacorp, root, probes):
    problems, tried = [], 0
    for n, kind, ability, expected, meant in probes:
        if "did you mean" not in expected:
            # a refusal (rule 2, the defects S1-S4, the table's words with no offer) offers nothing
            if expected.startswith("error:") and fixed(megacorp, root, probe_card(kind, ability))[1]:
                problems.append("%s:%d: %r offers a suggestion its probe does not record" % (PROBES, n, ability))
            continue
        tried += 1
        if meant is None:
            problems.append("%s:%d: %r offers a suggestion but names no fixed line" % (PROBES, n, ability))
            continue
        text, count = fixed(megacorp, root, probe_card(kind, ability))
        if text != probe_card(kind, meant):
            problems.append("%s:%d: %r fixed gives %r, not %r" % (PROBES, n, ability, text.split("\n")[4], meant))
        elif check_json(megacorp, root, text):
            problems.append("%s:%d: %r fixed (%r) does not check clean" % (PROBES, n, ability, meant))
    return tried, problems


def table_problems(root, probes):
    problems, count = [], 0
    for line in open(os.path.join(root, TABLE), encoding="utf-8"):
        m = ENTRY.match(line)
        if not m:
            continue
        count += 1
        wrote, means = m.group(1), m.group(2)
        word = lambda w, s: re.search(r"(?<![\w'])%s(?![\w'])" % re.escape(w), s)
        if not means:  # listed for no offer: a probe shows the error without one
            if not any(word(wrote, ability) and expected.startswith("error:") and "did you mean" not in expected
                       for _, _, ability, expected, _ in probes):
                problems.append("%s: %r (no offer) has no probe of its error without a suggestion in %s" % (TABLE, wrote, PROBES))
        elif not any(meant and word(wrote, ability) and word(means, meant) for _, _, ability, _, meant in probes):
            problems.append("%s: the synonym %r -> %r has no probe with a fixed line in %s" % (TABLE, wrote, means, PROBES))
    return count, problems


def cookbook_problems(megacorp, root):
    import cookbook_test
    problems, tried = [], 0
    page = open(os.path.join(root, cookbook_test.PAGE), encoding="utf-8").read()
    for heading, _path, blocks in cookbook_test.recipes(page):
        cards = [text for info, text in blocks if info == "mc"]
        for info, wrong_line in blocks:
            if info != "mc wrong" or len(cards) != 1:
                continue
            wrong = cookbook_test.with_wrong_line(cards[0], wrong_line)
            if wrong is None:
                continue
            text, count = fixed(megacorp, root, wrong)
            if count == 0:
                continue
            tried += 1
            if (heading, wrong_line) in NOT_THE_CARD:
                continue
            if text != cards[0] or check_json(megacorp, root, text):
                got = [l for l in text.split("\n") if l not in cards[0].split("\n")]
                problems.append("%s: %r fixed gives %r, not the recipe's card" % (heading, wrong_line, got))
    return tried, problems


def path_rows(megacorp, root):
    """The rows of `megacorp rules paths examples`: (path, answered phrases, phrases not answered)."""
    out = subprocess.run([megacorp, "--cards", os.path.join(root, "cards"), "rules", "paths", os.path.join(root, "examples")],
                         capture_output=True, text=True, timeout=600).stdout
    rows = []
    for line in out.split("\n"):
        cells = [c.strip() for c in line.split("|")]
        if len(cells) == 7 and cells[1].startswith("`"):
            split = lambda c: [x.strip() for x in c.split(", ") if x.strip()]
            rows.append((cells[1].strip("`"), split(cells[4]), split(cells[5])))
    return rows


def phrase_of(line, phrases):
    """The catalogue phrase ("when: is destroyed", "rule: be blocked by _") a fixed ability line
    uses, the longest that fits; None for a line with none (a statement, a condition)."""
    m = re.match(r"^when (.*?):", line) or re.match(r"^rule: this (?:cannot |can )?(.*)$", line)
    if not m:
        return None
    sort = "when" if line.startswith("when ") else "rule"
    said = m.group(1)
    fits = [p for p in phrases if p.startswith(sort + ": ") and re.search(
        r"(?:^|\s)%s$" % re.escape(p.split(": ", 1)[1]).replace("_", ".+"), said)]
    return max(fits, key=len) if fits else None


def all_phrases(rows):
    """Every phrase the paths table lists, answered or not."""
    return {p for _, answered, missed in rows for p in answered + missed}


def path_problems(rows, probes):
    """Each suggested phrase answered wherever a path lists it; how many phrases were followed."""
    phrases = all_phrases(rows)
    problems, followed = [], set()
    for n, _kind, _ability, _expected, meant in probes:
        phrase = phrase_of(meant, phrases) if meant else None
        if phrase is None:
            continue
        followed.add(phrase)
        for path, _answered, missed in rows:
            if phrase in missed:
                problems.append("%s:%d: the fixed line %r uses '%s', which no passing scenario plays at path %s"
                                % (PROBES, n, meant, phrase, path))
    return len(followed), problems


def read_probes(root):
    out = []
    for n, line in enumerate(open(os.path.join(root, PROBES), encoding="utf-8"), 1):
        if not line.strip() or line.startswith("#"):
            continue
        cols = line.rstrip("\n").split("\t")
        out.append((n, cols[0], cols[1], cols[2], cols[3] if len(cols) > 3 else None))
    return out


def main():
    megacorp, root = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    sys.path.insert(0, os.path.join(root, "tests"))
    probes = read_probes(root)
    tried, failures = probe_problems(megacorp, root, probes)
    entries, problems = table_problems(root, probes)
    failures += problems
    recipes, problems = cookbook_problems(megacorp, root)
    failures += problems
    rows = path_rows(megacorp, root)
    followed, problems = path_problems(rows, probes)
    failures += problems
    if followed == 0:
        failures.append("no suggested phrase found in the paths table")
        print("FAIL: no fixed line's phrase was found among the paths' phrases")
    for failure in failures:
        print("FAIL: " + failure)
    # A planted fault: the first fixed probe made to mean the other party of its event.
    first = next(p for p in probes if p[4] is not None)
    planted = [(first[0], first[1], first[2], first[3], first[4].replace("draw", "discard"))]
    if first[4] == planted[0][4] or not probe_problems(megacorp, root, planted)[1]:
        failures.append("planted fault")
        print("FAIL: the planted fault (a fixed line of another meaning) was not seen")
    # A planted fault: a path where a suggested phrase answered, now listed as not answered.
    phrases = all_phrases(rows)
    used = {phrase_of(p[4], phrases) for p in probes if p[4]}
    hit = next(((i, ph) for i, (_, answered, _) in enumerate(rows) for ph in answered if ph in used), None)
    if hit is None:
        failures.append("planted path fault")
        print("FAIL: no path answers a suggested phrase, so the planted fault cannot be made")
    else:
        i, ph = hit
        planted_rows = list(rows)
        planted_rows[i] = (rows[i][0], [x for x in rows[i][1] if x != ph], rows[i][2] + [ph])
        if not path_problems(planted_rows, probes)[1]:
            failures.append("planted path fault")
            print("FAIL: the planted fault (a suggested phrase not played at %s) was not seen" % rows[i][0])
    print("%d probe suggestions applied, %d synonym entries, %d cookbook suggestions applied, %d suggested phrases "
          "played on every path; %d problems" % (tried, entries, recipes, followed, len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
