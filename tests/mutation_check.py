#!/usr/bin/env python3
"""The mutation check (issue 27, item 3; docs/designs.md, "The mutation check").

Mutants of every card in examples/designs/ and of every keyword of the prelude
(cards/prelude/keywords.mc): each ability line removed, each `if`/`while` condition removed
(the ability then runs unconditionally: an `if` keeps its first branch), each duration
removed (`until end of turn` and the like: the change then lasts for ever), each number in
an ability changed by one, up and down. Each mutant replaces the original and the scenarios
that test it run: a design's own file, or every scenario under examples/ for a keyword (the
keyword scenarios in examples/keywords/ and the others that use it). A mutant is killed
when a scenario fails (or refers to what the mutant removed); it is skipped when its text,
or a card using it, does not check; it survives otherwise. A survivor not listed in the
equivalents file, with its reason, fails the check, and so does a listed one that is no
longer a survivor (the list stays true), and so does a planted fault the check misses.

  mutation_check.py MEGACORP ROOT [--only SUBSTRING] [--jobs N] [--list]
"""
import argparse
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

ABILITY_WORDS = {"when", "rule", "on", "ability", "instead", "keywords"}
# `this turn` is `until end of turn` (docs/vocabulary.md 9), but not in `was deployed this turn`
# nor `drew this turn`, which are conditions and amounts.
DURATION = re.compile(r"\s+until (?:the )?end of (?:the |this )?(?:turn|phase)|\s+until your next turn|\s+until its controller's next accounting phase ends"
                      r"|(?<!deployed)(?<!drew)\s+this turn\b")
NUMBER = re.compile(r"(?<![\w.])\d+(?!\d)")
EQUIVALENTS = "examples/designs/equivalent_mutants.txt"


def depth_change(line):
    code = strip_strings(line)
    code = code.split(" # ")[0] if not code.lstrip().startswith("#") else ""
    return code.count("{") - code.count("}")


def strip_strings(text):
    """The text with every quoted string's content blanked (same length): no edit inside a name."""
    return re.sub(r'"[^"]*"', lambda m: '"' + " " * (len(m.group(0)) - 2) + '"', text)


def blocks(lines):
    """(name, first, last, items) for each card or keyword; items are (first, last) line spans
    of its depth-1 entries whose first word is an ability word."""
    out, depth, i = [], 0, 0
    while i < len(lines):
        s = lines[i].strip()
        head = re.match(r'(card|keyword) ("[^"]*"|[A-Z][\w ]*?)\s*(\(|\{)', s) if depth == 0 else None
        if not head:
            depth += depth_change(lines[i])
            i += 1
            continue
        first, items, depth = i, [], depth_change(lines[i])
        i += 1
        while i < len(lines) and depth > 0:
            start, word = i, re.match(r"[a-z]+", lines[i].strip())
            depth += depth_change(lines[i])
            i += 1
            while i < len(lines) and depth > 1:
                depth += depth_change(lines[i])
                i += 1
            if word and word.group(0) in ABILITY_WORDS and depth >= 1:
                items.append((start, i - 1))
        out.append((head.group(2).strip('"'), first, i - 1, items))
    return out


def matching_brace(text, open_at):
    depth = 0
    for j in range(open_at, len(text)):
        depth += {"{": 1, "}": -1}.get(text[j], 0)
        if depth == 0:
            return j
    return -1


def if_mutants(text):
    """`if COND { A } [else { B }]` becomes `A`, one `if` at a time (`if you did not` too)."""
    code = strip_strings(text)
    for m in re.finditer(r"\bif\b", code):
        open_at = code.find("{", m.end())
        close_at = matching_brace(code, open_at) if open_at >= 0 else -1
        if close_at < 0:
            continue
        end = close_at + 1
        tail = re.match(r"\s*else\s*\{", code[end:])
        if tail:
            end = matching_brace(code, end + tail.end() - 1) + 1
        body = text[open_at + 1:close_at].strip()
        cond = " ".join(text[m.start():open_at].split())
        yield "drop condition: " + cond, text[:m.start()] + body + text[end:]


def while_mutants(text):
    code = strip_strings(text)
    for m in re.finditer(r"\s+while\b", code):
        end = code.find("\n", m.end())
        end = len(code) if end < 0 else end
        yield "drop condition: " + " ".join(text[m.start():end].split()), text[:m.start()] + text[end:]


# The language has no change without a duration (the checker asks for one), so a dropped
# duration becomes a condition that always holds: the change then never ends.
FOREVER = " while the number of cards in your hand >= 0"


def duration_mutants(text):
    for m in DURATION.finditer(strip_strings(text)):
        yield "drop duration: " + m.group(0).strip(), text[:m.start()] + FOREVER + text[m.end():]


def number_mutants(text):
    code = strip_strings(text)
    code = "\n".join(l.split(" # ")[0] if not l.lstrip().startswith("#") else "" for l in code.split("\n"))
    seen = {}
    for m in NUMBER.finditer(code):
        n = int(m.group(0))
        seen[n] = seen.get(n, 0) + 1
        nth = "" if seen[n] == 1 else " (#%d)" % seen[n]
        for new in (n + 1, n - 1):
            if new >= 0:
                yield "number %d -> %d%s" % (n, new, nth), text[:m.start()] + str(new) + text[m.end():]


def removed(item_text, alone):
    """The text that replaces a removed ability: nothing, or an ability that does nothing where
    the card or keyword needs one (an event's `on resolve`, a keyword's only ability)."""
    indent = item_text[:len(item_text) - len(item_text.lstrip())]
    if item_text.lstrip().startswith("on resolve:"):
        return indent + "on resolve: do nothing"
    return indent + "when this is deployed: do nothing" if alone else ""


def item_mutants(item_text, alone):
    label = " ".join(item_text.split("\n")[0].split())
    yield "remove", label, removed(item_text, alone)
    for gen in (if_mutants, while_mutants, duration_mutants, number_mutants):
        for what, new in gen(item_text):
            yield what, label, new


def mutants(path):
    """(card, description, mutated file text) for every mutant of every card in path."""
    lines = open(path, encoding="utf-8").read().split("\n")
    for name, _first, _last, items in blocks(lines):
        seen = {}  # a description repeated in one card gets its rank: the equivalents' key stays unique
        for first, last in items:
            item_text = "\n".join(lines[first:last + 1])
            for what, label, new in item_mutants(item_text, len(items) == 1):
                if new == item_text:
                    continue  # the same card: `on resolve: do nothing` removed
                new_lines = lines[:first] + ([new] if new else []) + lines[last + 1:]
                key = "%s | %s" % (what, label)
                seen[key] = seen.get(key, 0) + 1
                yield name, key + ("" if seen[key] == 1 else " (#%d)" % seen[key]), "\n".join(new_lines)


ERROR = re.compile(r"^(\S+?):(\d+):\d+: error", re.M)
SUMMARY = re.compile(r"(\d+) passed, (\d+) failed")


def card_lines(text):
    return {n for _name, first, last, _items in blocks(text.split("\n")) for n in range(first + 1, last + 2)}


def in_a_card(path, line, library):
    """Whether an error at path:line lies in card text (the library's, or a card or keyword
    block of a file): the mutant does not check. An error in a scenario is a kill."""
    real = os.path.realpath(path)
    if real.startswith(library + os.sep):
        return True
    try:
        text = open(real, encoding="utf-8").read()
    except OSError:
        return True  # no file to read: count it unchecked rather than killed
    return line in card_lines(text)


def verdict(output, library):
    """killed, survived or unchecked (the mutant's text, or a card using it, has an error)."""
    errors = ERROR.findall(output)
    if errors:
        return "unchecked" if any(in_a_card(f, int(line), library) for f, line in errors) else "killed"
    m = SUMMARY.findall(output)
    if not m:
        return "unchecked"
    return "killed" if int(m[-1][1]) > 0 else "survived"


class Worker:
    """A scratch folder: a copy of the library whose prelude file can be replaced, and a design file."""

    def __init__(self, megacorp, root, scratch):
        self.megacorp, self.root = megacorp, root
        self.lib = os.path.join(scratch, "cards")
        os.makedirs(os.path.join(self.lib, "prelude"))
        cards = os.path.join(root, "cards")
        for entry in os.listdir(cards):
            if entry != "prelude":
                os.symlink(os.path.join(cards, entry), os.path.join(self.lib, entry))
        for entry in os.listdir(os.path.join(cards, "prelude")):
            shutil.copy(os.path.join(cards, "prelude", entry), os.path.join(self.lib, "prelude", entry))
        self.design = os.path.join(scratch, "design.mc")
        self.users = {}  # keyword -> the files that can meet it (keyword_users)

    def output(self, command, *paths):
        # `test examples/` takes about 20 s alone; under ctest -j2 with two workers, three times
        # that and more (the CI run of ba640bba: 60 s was passed), so the bound is generous.
        out = subprocess.run([self.megacorp, "--cards", self.lib, command, *paths], capture_output=True, text=True,
                             timeout=300)
        return out.stdout + out.stderr

    def megacorp_run(self, command, path):
        return verdict(self.output(command, path), os.path.realpath(self.lib))

    def run(self, target, text, card=None):
        if not target.startswith("cards/prelude/"):
            with open(self.design, "w", encoding="utf-8") as f:
                f.write(text)
            return self.megacorp_run("test", self.design)
        prelude = os.path.join(self.lib, "prelude", os.path.basename(target))
        with open(prelude, "w", encoding="utf-8") as f:
            f.write(text)
        v = self.keyword_verdict(self.users.get(card, []))
        shutil.copy(os.path.join(self.root, target), prelude)
        return v

    def keyword_verdict(self, users):
        """The verdict of `test examples/` in four steps, each run only when the one before
        finds nothing: `check examples/` (a quarter of the run's time) finds every error the
        run would; with none, the keyword scenarios alone (a fifteenth), whose failure the
        whole run would have too (they pass alone unmutated: main checks it); then the other
        files that can meet the keyword (keyword_users); then the whole run, so a survivor is
        one of the whole run whatever the files chosen."""
        examples = os.path.join(self.root, "examples")
        checked = self.output("check", examples)
        if ERROR.search(checked):
            return verdict(checked, os.path.realpath(self.lib))  # in card text, or in a scenario (a kill)
        if self.megacorp_run("test", os.path.join(examples, "keywords")) == "killed":
            return "killed"
        if users and verdict(self.output("test", *users), os.path.realpath(self.lib)) == "killed":
            return "killed"
        return self.megacorp_run("test", examples)


def keyword_users(root):
    """For each keyword of the prelude, the scenario files under examples/ (not examples/keywords/,
    run before) that can meet it: those whose text names it (a card defined there has it, or
    text gives it) or names a library card whose text has it."""
    names = [name for name, _f, _l, _i in blocks(open(os.path.join(root, "cards/prelude/keywords.mc"),
                                                       encoding="utf-8").read().split("\n"))]
    library = {}
    for entry in sorted(os.listdir(os.path.join(root, "cards"))):
        if entry.endswith(".mc"):
            lines = open(os.path.join(root, "cards", entry), encoding="utf-8").read().split("\n")
            for card, first, last, _items in blocks(lines):
                library[card] = "\n".join(lines[first:last + 1])
    files = {}
    for dirpath, _dirs, found in os.walk(os.path.join(root, "examples")):
        if os.path.relpath(dirpath, root).startswith(os.path.join("examples", "keywords")):
            continue
        for f in found:
            if f.endswith(".mc"):
                files[os.path.join(dirpath, f)] = open(os.path.join(dirpath, f), encoding="utf-8").read()
    users = {}
    for name in names:
        word = re.compile(r"\b%s\b" % re.escape(name.strip('"')))
        having = ['"%s"' % card.strip('"') for card, text in library.items() if word.search(text)]
        users[name] = sorted(path for path, text in files.items()
                             if word.search(text) or any(card in text for card in having))
    return users


def targets(root, only):
    found = ["cards/prelude/keywords.mc"]
    for dirpath, _dirs, files in os.walk(os.path.join(root, "examples/designs")):
        found += [os.path.relpath(os.path.join(dirpath, f), root) for f in files if f.endswith(".mc")]
    return sorted(t for t in found if not only or only in t)


def read_equivalents(root):
    out = {}
    path = os.path.join(root, EQUIVALENTS)
    for n, line in enumerate(open(path, encoding="utf-8") if os.path.exists(path) else [], 1):
        if line.strip() and not line.startswith("#"):
            parts = line.rstrip("\n").split("\t")
            if len(parts) != 4 or not parts[3].strip():
                sys.exit("%s:%d: expected FILE<TAB>CARD<TAB>MUTATION<TAB>REASON" % (EQUIVALENTS, n))
            out[tuple(parts[:3])] = parts[3]
    return out


def planted_fault_seen(worker, root):
    """The check can fail: Old Money with its scenario at 14M cut keeps its 15 -> 14 mutant."""
    path = os.path.join(root, "examples/designs/conditions/old_money.mc")
    text = open(path, encoding="utf-8").read()
    cut = re.sub(r'\nscenario "Old Money: at 14M.*?\n}\n', "\n", text, flags=re.S)
    if cut == text:
        return False
    with open(os.path.join(os.path.dirname(worker.design), "old_money.mc"), "w", encoding="utf-8") as f:
        f.write(cut)
    verdicts = {what: worker.run("examples/designs/conditions/old_money.mc", new)
                for _card, what, new in mutants(f.name) if what.startswith("number 15 -> 14")}
    return list(verdicts.values()) == ["survived"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("megacorp")
    ap.add_argument("root")
    ap.add_argument("--only", default="")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--list", action="store_true", help="print every mutant's verdict")
    a = ap.parse_args()
    root, megacorp = os.path.realpath(a.root), os.path.realpath(a.megacorp)
    started = time.time()
    for path in ("examples", "examples/keywords"):
        baseline = subprocess.run([megacorp, "test", os.path.join(root, path)], capture_output=True, text=True)
        if baseline.returncode != 0:
            print("the scenarios under %s/ fail without a mutant: no mutant can be judged (run megacorp test %s/)" %
                  (path, path))
            return 1
    work = [(t, card, what, text) for t in targets(root, a.only) for card, what, text in mutants(os.path.join(root, t))]
    scratch = tempfile.mkdtemp(prefix="mutation_check.")
    workers = [Worker(megacorp, root, os.path.join(scratch, str(i))) for i in range(a.jobs)]
    users = keyword_users(root)
    for w in workers:
        w.users = users
    chunks = [work[i::a.jobs] for i in range(a.jobs)]

    def run_chunk(i):
        return [(t, card, what, workers[i].run(t, text, card)) for t, card, what, text in chunks[i]]

    with concurrent.futures.ThreadPoolExecutor(a.jobs) as pool:
        results = [r for chunk in pool.map(run_chunk, range(a.jobs)) for r in chunk]
    planted = planted_fault_seen(workers[0], root)
    shutil.rmtree(scratch)
    equivalents = read_equivalents(root)
    count = {"killed": 0, "survived": 0, "unchecked": 0}
    failures = []
    for t, card, what, v in sorted(results):
        count[v] += 1
        if a.list:
            print("%s\t%s\t%s\t%s" % (v, t, card, what))
        listed = (t, card, what) in equivalents
        if v == "survived" and not listed:
            failures.append("%s: card \"%s\": mutant survives every scenario: %s" % (t, card, what))
        if v != "survived" and listed:
            failures.append("%s: card \"%s\": listed as equivalent but %s: %s" % (EQUIVALENTS, card, v, what))
    listed_keys = {(t, card, what) for t, card, what, _v in results}
    failures += ["%s: card \"%s\": listed mutant no longer exists: %s" % (EQUIVALENTS, k[1], k[2])
                 for k in equivalents if k not in listed_keys and (not a.only or a.only in k[0])]
    if not planted:
        failures.append("the planted fault was not seen: Old Money without its scenario at 14M kept no survivor")
    for f in failures:
        print(f)
    print("%d mutants of %d files: %d killed, %d survived (%d listed as equivalent), %d do not check; %.0f s" %
          (len(results), len(targets(root, a.only)), count["killed"], count["survived"],
           sum(1 for k in equivalents if k in listed_keys), count["unchecked"], time.time() - started))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
