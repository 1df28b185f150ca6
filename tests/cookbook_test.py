#!/usr/bin/env python3
"""The authors' cookbook stays true (issue 27, item 5; docs/cookbook.md).

Every recipe (a `### ` heading of docs/cookbook.md) names one design file of
examples/designs/ on a line `From [PATH](../PATH)` and shows that design's card in an
`mc` code block; a recipe may show wrong lines in `mc wrong` blocks, each followed by a
`text` block with what `megacorp check` says about the card with that line in place (each
diagnostic's `error: ...`, `warning: ...` or `note: ...` without its file and position;
`checks clean` for none; a long one may be cut, ending ` ...`). The test requires of each recipe:
  - the card block is found verbatim, whole lines, in the design file;
  - the design's scenarios pass (`megacorp test FILE`: at least one passed, none failed,
    none pending);
  - the design's card takes part in the mutation check: tests/mutation_check.py makes
    mutants of it and not all of them are listed in examples/designs/equivalent_mutants.txt
    (the ctest `mutation` then requires every mutant not listed to fail a scenario);
  - each wrong line, put in place of the card's line most like it (difflib's ratio), gives
    exactly the quoted diagnostics today.
At least MINIMUM recipes. Each line of tests/synonym_probes.tsv (docs/language.md,
"Synonyms": what the checker does with the words authors reach for) still gets what it
records. Then it plants two faults in a copy of the page (a number of one
recipe's card changed, one quoted message changed) and fails unless each is reported.

  cookbook_test.py MEGACORP ROOT [--show | --update]
--show prints what the checker says for every wrong line; --update rewrites the page's
quoted blocks with it (when a message changed on purpose: read the diff, and the recipe's
prose, before committing it).
"""
import difflib
import os
import re
import subprocess
import sys
import tempfile

MINIMUM = 60
PAGE = "docs/cookbook.md"
FENCE = re.compile(r"^```(.*)$")
SOURCE = re.compile(r"^From \[(examples/designs/[\w/.-]+\.mc)\]\(\.\./\1\)")
DIAGNOSTIC = re.compile(r"^.*?:\d+:\d+: ((?:error|warning|note): .*)$")
SUMMARY = re.compile(r"^(\d+) passed, (\d+) failed(.*)$", re.M)


def recipes(page):
    """(heading, source path or None, [(info, text)] code blocks) for each `### ` section."""
    out, current, block = [], None, None
    for line in page.split("\n"):
        if block is not None:
            if line == "```":
                current[2].append((block[0], "\n".join(block[1])))
                block = None
            else:
                block[1].append(line)
            continue
        fence = FENCE.match(line)
        if fence and current is not None:
            block = (fence.group(1).strip(), [])
        elif line.startswith("### "):
            current = [line[4:].strip(), None, []]
            out.append(current)
        elif line.startswith("## "):
            current = None
        elif current is not None and SOURCE.match(line):
            current[1] = SOURCE.match(line).group(1)
    return out


def diagnostics(megacorp, root, card):
    with tempfile.NamedTemporaryFile("w", suffix=".mc", delete=False, encoding="utf-8") as f:
        f.write(card + "\n")
    try:
        out = subprocess.run([megacorp, "--cards", os.path.join(root, "cards"), "check", f.name],
                             capture_output=True, text=True, timeout=60)
    finally:
        os.unlink(f.name)
    found = [m.group(1) for m in map(DIAGNOSTIC.match, (out.stdout + out.stderr).split("\n")) if m]
    return found or ["checks clean"]


def with_wrong_line(card, wrong):
    """The card with each wrong line in place of the card's line most like it."""
    lines = card.split("\n")
    for new in wrong.split("\n"):
        best = max(range(1, len(lines) - 1), key=lambda i: difflib.SequenceMatcher(None, lines[i], new).ratio())
        if lines[best] == new:
            return None
        lines[best] = new
    return "\n".join(lines)


def scenario_problem(megacorp, root, path):
    out = subprocess.run([megacorp, "--cards", os.path.join(root, "cards"), "test", os.path.join(root, path)],
                         capture_output=True, text=True, timeout=60)
    m = SUMMARY.findall(out.stdout)
    if out.returncode != 0 or not m or int(m[-1][0]) == 0 or int(m[-1][1]) != 0 or "pending" in m[-1][2]:
        return "its scenarios do not all pass: " + (m[-1][0] + " passed, " + m[-1][1] + " failed" + m[-1][2]
                                                     if m else out.stdout.strip()[-300:] + out.stderr.strip()[-300:])
    return None


def mutation_problem(root, path, name):
    import mutation_check
    listed = mutation_check.read_equivalents(root)
    made = [what for card, what, _text in mutation_check.mutants(os.path.join(root, path)) if card == name]
    if not made:
        return "the mutation check makes no mutant of card %s" % name
    if all((path, name, what) in listed for what in made):
        return "every mutant of %s is listed as equivalent" % name
    return None


def check_recipe(megacorp, root, recipe, show, cache):
    heading, path, blocks = recipe
    problems = []
    if not path:
        return ["names no design file (a line `From [examples/designs/...](../examples/designs/...)`)"]
    try:
        design = open(os.path.join(root, path), encoding="utf-8").read()
    except OSError:
        return ["%s: no such file" % path]
    cards = [text for info, text in blocks if info == "mc"]
    if len(cards) != 1:
        return ["has %d `mc` blocks, not one card" % len(cards)]
    card = cards[0]
    name = re.match(r'card "([^"]*)"', card)
    if not name:
        problems.append("its `mc` block is no card")
    elif "\n" + card + "\n" not in "\n" + design:
        problems.append("its card is not found verbatim in %s" % path)
    elif (path, name.group(1)) not in cache:
        cache[(path, name.group(1))] = [p for p in (scenario_problem(megacorp, root, path),
                                                    mutation_problem(root, path, name.group(1))) if p]
    problems += cache.get((path, name.group(1) if name else ""), [])
    for i, (info, text) in enumerate(blocks):
        if info != "mc wrong":
            continue
        wrong = with_wrong_line(card, text)
        quoted = blocks[i + 1][1].split("\n") if i + 1 < len(blocks) and blocks[i + 1][0] == "text" else None
        if wrong is None:
            problems.append("the wrong line %r replaces no line of the card" % text)
            continue
        said = diagnostics(megacorp, root, wrong)
        if show:
            print("%s\n%s\n%s\n" % (heading, text, "\n".join(said)))
        if quoted is None:
            problems.append("the wrong line %r has no `text` block after it" % text)
        elif not quotes(quoted, said):
            problems.append("for %r the checker says %r, the page quotes %r" % (text, said, quoted))
    return problems


def quotes(quoted, said):
    """Whether the page's lines quote the diagnostics: each line whole, or its start then ' ...'."""
    return len(quoted) == len(said) and all(
        q == s or (q.endswith(" ...") and len(q) > 24 and s.startswith(q[:-4])) for q, s in zip(quoted, said))


def check_page(megacorp, root, page, show=False, cache=None):
    failures, cache, found = [], {} if cache is None else cache, recipes(page)
    for recipe in found:
        failures += ["%s: %s" % (recipe[0], p) for p in check_recipe(megacorp, root, recipe, show, cache)]
    if len(found) < MINIMUM:
        failures.append("%d recipes, fewer than %d" % (len(found), MINIMUM))
    return found, failures


PROBES = "tests/synonym_probes.tsv"


def probe_problems(megacorp, root):
    """Each probe of the synonyms: the card "Probe" of its type with its line gets what it records."""
    problems, count = [], 0
    for n, line in enumerate(open(os.path.join(root, PROBES), encoding="utf-8"), 1):
        if not line.strip() or line.startswith("#"):
            continue
        count += 1
        kind, ability, expected = line.rstrip("\n").split("\t")[:3]
        card = 'card "Probe" {\n  type: %s\n  cost: 1M\n  traits: IQ 1, EQ 1, MQ 1, BQ 1\n  %s\n}' % (kind, ability)
        said = "\n".join(diagnostics(megacorp, root, card))
        if not (said == expected if expected == "checks clean" else expected in said and said != "checks clean"):
            problems.append("%s:%d: %r: expected %r, the checker says %r" % (PROBES, n, ability, expected, said[:300]))
    return count, problems


def cut(line, width=200):
    """A long message cut at a comma or space before `width`, ending ' ...' (quotes() reads it)."""
    if len(line) <= width:
        return line
    k = line.rfind(", ", 0, width - 20)
    k = k + 1 if k >= 40 else line.rfind(" ", 0, width - 20)
    return line[:k] + " ..."


def updated(megacorp, root, page):
    """The page with each wrong line's quoted block replaced by what the checker says now."""
    out = []
    for section in re.split(r"(?m)^(?=### )", page):
        card = re.search(r"```mc\n(card .*?)\n```", section, re.S)
        if section.startswith("### ") and card:
            def fresh(m):
                wrong = with_wrong_line(card.group(1), m.group(1))
                said = diagnostics(megacorp, root, wrong) if wrong else ["(the wrong line replaces no line)"]
                return m.group(0)[:m.start(2) - m.start(0)] + "\n".join(map(cut, said)) + "\n```"
            section = re.sub(r"```mc wrong\n(.*?)\n```\n(?:[^`]|`(?!``))*```text\n(.*?)\n```", fresh, section, flags=re.S)
        out.append(section)
    return "".join(out)


def planted(page):
    """Two faults: the first recipe card's first number moved by one, the first quoted message changed."""
    card = re.search(r"```mc\n(card .*?)\n```", page, re.S)
    text = re.search(r"```text\n(error: )", page)
    moved = re.sub(r"\d+", lambda m: str(int(m.group(0)) + 1), card.group(1), count=1)
    return [page[:card.start(1)] + moved + page[card.end(1):],
            page[:text.end(1)] + "no such message: " + page[text.end(1):]]


def main():
    megacorp, root = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    sys.path.insert(0, os.path.join(root, "tests"))
    page = open(os.path.join(root, PAGE), encoding="utf-8").read()
    if "--update" in sys.argv:
        with open(os.path.join(root, PAGE), "w", encoding="utf-8") as f:
            f.write(updated(megacorp, root, page))
        return 0
    cache = {}  # (design, card) -> problems: the design files are the same for the planted pages
    found, failures = check_page(megacorp, root, page, "--show" in sys.argv, cache)
    probes, problems = probe_problems(megacorp, root)
    failures += problems
    for failure in failures:
        print("FAIL: " + failure)
    for n, fault in enumerate(planted(page), 1):
        if not check_page(megacorp, root, fault, cache=cache)[1]:
            failures.append("planted fault %d was not seen" % n)
            print("FAIL: planted fault %d (a card's number, a quoted message) was not seen" % n)
    wrongs = sum(1 for r in found for info, _ in r[2] if info == "mc wrong")
    print("%d recipes, %d wrong lines, %d synonym probes checked; %d problems" % (len(found), wrongs, probes, len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
