#!/usr/bin/env python3
"""Every whole scenario the documentation shows (a fenced block of docs/*.md or README.md that
begins `scenario "`) runs and passes as written: a reader copies them first (issue 27: the
first example of docs/scenarios.md failed, its MUTATION question unanswered). Blocks are
written to files named after their page and line, and `megacorp test` runs them.

Usage: doc_scenarios_test.py MEGACORP SOURCE_DIR [--plant]
--plant adds a block whose expectation is false, and then the test must fail."""
import glob
import os
import re
import subprocess
import sys
import tempfile

PLANT = '''scenario "planted" {
  player Ana { money: 3  network { "Kurzwel Dynamics" at 0,0 } }
  player Nicole { network { "Temple of the Quorum" at 0,0 } }
  expect Ana has 4M
}
'''


def blocks(source):
    pages = [os.path.join(source, 'README.md')] + sorted(glob.glob(os.path.join(source, 'docs', '*.md')))
    for page in pages:
        text = open(page, encoding='utf-8').read()
        for m in re.finditer(r'^```[a-z]*\n(.*?)^```', text, re.S | re.M):
            if re.match(r'\s*scenario "', m.group(1)):
                line = text[:m.start()].count('\n') + 2
                yield f'{os.path.basename(page)[:-3]}_{line}', m.group(1)


def main():
    megacorp, source = sys.argv[1], sys.argv[2]
    found = list(blocks(source))
    if '--plant' in sys.argv:
        found.append(('planted_1', PLANT))
    if len(found) < 2:
        print(f'FAIL: found {len(found)} scenario blocks in the docs; the reader expects them')
        return 1
    failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        for name, body in found:
            path = os.path.join(tmp, name + '.mc')
            with open(path, 'w', encoding='utf-8') as f:
                f.write(body)
            run = subprocess.run([megacorp, 'test', path], capture_output=True, text=True, timeout=120)
            if run.returncode != 0:
                failed += 1
                print(f'FAIL: the scenario at {name.replace("_", ".md line ", 1)} does not pass as written')
                print(run.stdout[-3000:], run.stderr[-2000:])
    print(f'{len(found) - failed} of {len(found)} documented scenarios pass')
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
