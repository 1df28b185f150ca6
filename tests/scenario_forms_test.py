#!/usr/bin/env python3
"""Every form docs/scenarios.md shows in its Actions and Expectations tables is accepted by
the checker (issue 27: a blind tester read `expect "X" is controlled by Ana` there and was
refused). Each form is written, alone, into a scenario over a board of the test cards
below, and `megacorp check` must accept the file. A form that leaves its start out
(`is disengaged`, `... on "T"`) takes the start of the form before it in its cell.

Usage: scenario_forms_test.py MEGACORP SOURCE_DIR
A planted form the language lacks (`expect "X" is owned by Ana`) must be refused, so the
test can fail."""
import os
import re
import subprocess
import sys
import tempfile

CARDS = '''
card "X" { type: character  faction: none  cost: 1M  traits: IQ 1, EQ 1, MQ 1, BQ 1
  ability "Prophecy": engage this -> you gain 1M }
card "Y" { type: character  faction: none  cost: 1M  traits: IQ 1, EQ 1, MQ 1, BQ 1 }
card "A" { type: character  faction: none  cost: 1M  traits: IQ 1, EQ 1, MQ 1, BQ 1 }
card "B" { type: character  faction: none  cost: 1M  traits: IQ 1, EQ 1, MQ 1, BQ 1 }
card "T" { type: character  faction: none  cost: 1M  traits: IQ 1, EQ 1, MQ 1, BQ 1 }
card "B1" { type: character  faction: none  cost: 1M  traits: IQ 1, EQ 1, MQ 1, BQ 1 }
card "B2" { type: character  faction: none  cost: 1M  traits: IQ 1, EQ 1, MQ 1, BQ 1 }
card "E" { type: event  faction: none  cost: 1M  traits: IQ 0, EQ 0, MQ 0, BQ 0  on resolve: you gain 1M }
'''
SCENARIO = '''
scenario "form" {
  deck "D" { business: "Kurzwel Dynamics"  founder: "The Glass Man"  main: 40 "Gnost Cleric" }
  player Ana { network { "Kurzwel Dynamics" at 0,0 } }
  player Nicole { network { "Temple of the Quorum" at 0,0 } }
  player Nick { network { "Temple of the Quorum" at 0,0 } }
  turn: Ana, buy
  FORM
}
'''
# placeholders of the tables' prose, written as a script would
FILL = [('ACTION', 'Ana passes'), ('"text"', '"text"')]


def table_rows(doc, heading):
    """The first cells of the table under `## heading`."""
    part = doc.split('\n## ' + heading + '\n', 1)[1].split('\n## ', 1)[0]
    return [line.split('|')[1] for line in part.splitlines() if line.startswith('| `')]


def forms(cell):
    """The forms of one cell, each completed from the one before it when it leaves its start out."""
    out = []
    for f in re.findall(r'`([^`]*)`', cell):
        if f.startswith('... ') and out:  # the cell's first form up to the piece's first word
            piece = f[4:]
            base = out[0]
            cut = base.find(' ' + piece.split()[0] + ' ')
            out.append((base[:cut] if cut >= 0 else base) + ' ' + piece)
        elif out and not re.match(r'(expect|Ana|Nicole|Nick)\b', f):
            start = out[0].split(' is ')[0] if ' is ' in out[0] else out[0].rsplit(' ', 1)[0]
            out.append(start + ' ' + f)
        else:
            out.append(f)
    return out


def accepted(megacorp, env, tmp, form):
    """Whether `megacorp check` accepts the form, alone in a scenario; else it prints why."""
    line = form
    for k, v in FILL:
        line = line.replace(k, v)
    path = os.path.join(tmp, 'form.mc')
    with open(path, 'w') as f:
        f.write(CARDS + SCENARIO.replace('FORM', line))
    r = subprocess.run([megacorp, 'check', path], env=env, capture_output=True, text=True)
    if r.returncode != 0:
        print(f'docs/scenarios.md shows `{form}`; the checker refuses it:\n{r.stdout}{r.stderr}')
    return r.returncode == 0


def main():
    megacorp, src = sys.argv[1], sys.argv[2]
    doc = open(os.path.join(src, 'docs/scenarios.md')).read()
    all_forms = []
    for heading in ('Actions', 'Expectations'):
        for cell in table_rows(doc, heading):
            all_forms += forms(cell)
    if len(all_forms) < 40:
        print(f'FAIL: read {len(all_forms)} forms from docs/scenarios.md, expected at least 40')
        return 1
    env = dict(os.environ, MEGACORP_CARDS=os.path.join(src, 'cards'))
    with tempfile.TemporaryDirectory() as tmp:
        failed = sum(not accepted(megacorp, env, tmp, form) for form in all_forms)
        print('(planted, must be refused:)')
        planted = accepted(megacorp, env, tmp, 'expect "X" is owned by Ana')
    print(f'{len(all_forms) - failed} of {len(all_forms)} forms of docs/scenarios.md accepted')
    if planted:
        print('FAIL: the planted form was accepted: the test cannot fail')
    return 1 if failed or planted else 0


if __name__ == '__main__':
    sys.exit(main())
