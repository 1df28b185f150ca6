// The board's narrowing (serve/page/choice.mjs) without a browser: from offers as
// GET /games/{id}/actions gives them, the subject, the verbs, then the targets, the cell, the
// trait, the bonded card, each asked only while it tells the offers apart.
// Usage: node choice_test.mjs (exit 1 on a failure).
import assert from 'node:assert/strict';
import { answer, newPick, nextStep, remaining, subjectOf, verbOf } from '../../serve/page/choice.mjs';

const view = { revealed: { id: 9 } };
const cell = (player, x, y) => ({ player, x, y });
const offers = [
  { id: 0, kind: 'buy', card: 5, cell: cell(1, 0, 1), label: 'buy 5 at 0,1' },
  { id: 1, kind: 'buy', card: 5, cell: cell(1, 1, 0), label: 'buy 5 at 1,0' },
  { id: 2, kind: 'sell', card: 5, label: 'sell 5' },
  { id: 3, kind: 'attack', card: 7, cell: cell(2, 0, 0), trait: 'IQ', label: 'attack IQ' },
  { id: 4, kind: 'attack', card: 7, cell: cell(2, 0, 0), trait: 'BQ', label: 'attack BQ' },
  { id: 5, kind: 'activate', card: 8, value: 0, targets: [{ card: 20 }, { player: 2 }], label: 'ability "Zap" of "X"' },
  { id: 6, kind: 'activate', card: 8, value: 0, targets: [{ card: 21 }, { player: 2 }], label: 'ability "Zap" of "X"' },
  { id: 7, kind: 'bottom_revealed', label: 'bottom' },
  { id: 8, kind: 'choose_cell', cell: cell(1, 2, 2), label: 'move there' },
  { id: 9, kind: 'block', cards: [{ card: 30 }], label: 'block' },
  { id: 10, kind: 'pass', label: 'pass' },
];
let failures = 0;
const check = (name, f) => {
  try { f(); console.log(`ok: ${name}`); } catch (e) { ++failures; console.log(`FAIL: ${name}: ${e.message}`); }
};

check('each offer has the subject the board points at', () => {
  assert.deepEqual(subjectOf(offers[0], view), { card: 5 });
  assert.deepEqual(subjectOf(offers[7], view), { card: 9 });  // the revealed resource
  assert.deepEqual(subjectOf(offers[8], view), { cell: cell(1, 2, 2) });
  assert.equal(subjectOf(offers[9], view), null);  // blockers: picked on the board, declared by a control
  assert.equal(subjectOf(offers[10], view), null);
});

check('a buy asks its verb, then the cell, then goes', () => {
  const pick = newPick({ card: 5 });
  assert.deepEqual(nextStep(offers, pick, view), { ask: 'verb', values: ['Buy', 'Sell'] });
  answer(pick, 'verb', 'Buy');
  const step = nextStep(offers, pick, view);
  assert.equal(step.ask, 'cell');
  assert.deepEqual(step.values, [cell(1, 0, 1), cell(1, 1, 0)]);
  answer(pick, 'cell', cell(1, 1, 0));
  assert.equal(nextStep(offers, pick, view).action.id, 1);
});

check('a card that can be deployed for free offers Buy and Buy for free apart', () => {
  const free = [offers[0], { id: 11, kind: 'buy', card: 5, cell: cell(1, 0, 1), free: true, label: 'buy 5 for free' }];
  const pick = newPick({ card: 5 });
  assert.deepEqual(nextStep(free, pick, view), { ask: 'verb', values: ['Buy', 'Buy for free'] });
  answer(pick, 'verb', 'Buy for free');
  assert.equal(nextStep(free, pick, view).action.id, 11);
});

check('an attack on one cell asks only its trait', () => {
  const pick = newPick({ card: 7 });
  answer(pick, 'verb', 'Attack');
  assert.deepEqual(nextStep(offers, pick, view), { ask: 'trait', values: ['IQ', 'BQ'] });
  answer(pick, 'trait', 'BQ');
  assert.equal(nextStep(offers, pick, view).action.id, 4);
});

check('an ability asks the target that differs, and takes the one that does not', () => {
  const pick = newPick({ card: 8 });
  assert.equal(verbOf(offers[5]), 'Activate "Zap"');
  answer(pick, 'verb', 'Activate "Zap"');
  const step = nextStep(offers, pick, view);
  assert.deepEqual(step, { ask: 'target', values: [{ card: 20 }, { card: 21 }] });
  answer(pick, 'target', { card: 21 });
  assert.equal(nextStep(offers, pick, view).action.id, 6);  // the player target: one choice, not asked
});

check('a play whose mode is chosen with it offers each mode as a verb, then its targets', () => {
  // docs/rulings.md, Modes: one offer per mode and targets of that mode; a mode is a button
  const modal = [
    { id: 12, kind: 'play', card: 40, mode: 1, targets: [{ card: 20 }], label: 'player 1 plays "Fork Strike" at 1,0, mode 1 "destroy target character" on "A"' },
    { id: 13, kind: 'play', card: 40, mode: 1, targets: [{ card: 21 }], label: 'player 1 plays "Fork Strike" at 1,0, mode 1 "destroy target character" on "B"' },
    { id: 14, kind: 'play', card: 40, mode: 2, label: 'player 1 plays "Fork Strike" at 1,0, mode 2 "draw 2 cards"' },
  ];
  const pick = newPick({ card: 40 });
  assert.deepEqual(nextStep(modal, pick, view),
    { ask: 'verb', values: ['Play, choosing "destroy target character"', 'Play, choosing "draw 2 cards"'] });
  answer(pick, 'verb', 'Play, choosing "draw 2 cards"');
  assert.equal(nextStep(modal, pick, view).action.id, 14);
  const other = newPick({ card: 40 });
  answer(other, 'verb', 'Play, choosing "destroy target character"');
  assert.deepEqual(nextStep(modal, other, view), { ask: 'target', values: [{ card: 20 }, { card: 21 }] });
});

check('a subject with nothing offered asks nothing', () => {
  const pick = newPick({ card: 99 });
  assert.deepEqual(nextStep(offers, pick, view), { ask: 'none', values: [] });
  assert.equal(remaining(offers, pick, view).length, 0);
});

process.exitCode = failures ? 1 : 0;
