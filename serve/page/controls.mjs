// The decisions that concern no single card, each with its own control (docs/play.md,
// "Acting on the board"): a sealed bid in a small form, mulligan or keep under the hand,
// blockers and retaliators picked on the board then declared, an attacker's damage split in
// a small form, yes or no to card text's question, pass, concede. `act(a)` takes an offer;
// `tryText(text)` sends an action in the engine's text form, which the engine may refuse
// (its refusal shows with its rule).
import { el } from './board.mjs';

const of = (offers, ...kinds) => offers.filter((a) => kinds.includes(a.kind));
const button = (id, text, onclick, extra = {}) => el('button', { type: 'button', id, ...extra, onclick }, text);

function bidForm(offers, seat, act, tryText) {
  const bids = of(offers, 'bid');
  if (!bids.length) return [];
  const values = bids.map((a) => a.value);
  const input = el('input', { id: 'bid-value', type: 'number', min: Math.min(...values), max: Math.max(...values), value: Math.min(...values) });
  const form = el('form', { id: 'bid-form', 'aria-label': 'your sealed bid' },
    el('label', { for: 'bid-value' }, `Your sealed bid (${Math.min(...values)} to ${Math.max(...values)}) `), input,
    el('button', { type: 'submit' }, 'Place bid'));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const n = Number(input.value);
    const a = bids.find((b) => b.value === n);
    a ? act(a) : tryText(`bid p=${seat} v=${n}`);
  });
  return [form];
}

// Mulligan and keep, drawn under the seat's hand.
export function handControls(offers, act) {
  const m = of(offers, 'mulligan')[0], k = of(offers, 'keep_hand')[0];
  if (!m && !k) return null;
  return el('div', { class: 'hand-decision', role: 'group', 'aria-label': 'your opening hand' },
    ...(m ? [button('mulligan', 'Mulligan (shuffle back, draw one fewer)', () => act(m))] : []),
    ...(k ? [button('keep-hand', 'Keep this hand', () => act(k))] : []));
}

// Blockers (or retaliators) are picked on the board; this declares the picked set.
function declareControls(offers, chosen, seat, act, tryText) {
  const out = [];
  for (const kind of ['block', 'retaliate']) {
    const list = of(offers, kind);
    if (!list.length) continue;
    const ids = [...chosen].sort((x, y) => x - y);
    const key = (a) => (a.cards || []).map((c) => c.card).sort((x, y) => x - y).join(',');
    const match = list.find((a) => key(a) === ids.join(','));
    const what = kind === 'block' ? 'blockers' : 'retaliators';
    const text = ids.length ? `Declare ${ids.length} ${what}` : kind === 'block' ? 'No blockers (the target blocks)' : 'No retaliation';
    out.push(el('p', { class: 'hint' }, `Pick your ${what} on the board (outlined), then declare them.`),
      button(`declare-${kind}`, text, () => (match ? act(match) : tryText(`${kind} p=${seat}${ids.length ? ` cards=${ids}` : ''}`))));
  }
  return out;
}

// The attacker's split of its damage among the blockers: one number per blocker.
function splitForm(offers, seat, names, act, tryText) {
  const list = of(offers, 'assign');
  if (!list.length) return [];
  const cards = [...new Set(list.flatMap((a) => (a.cards || []).map((c) => c.card)))];
  const inputs = cards.map((c) => el('input', { type: 'number', min: 0, value: 0, id: `split-${c}`, 'data-card': c }));
  const form = el('form', { id: 'split-form', 'aria-label': 'split the damage among the blockers' },
    el('p', {}, 'Split the attack\'s damage among the blockers:'),
    ...cards.map((c, i) => el('p', {}, el('label', { for: `split-${c}` }, `${names(c)} `), inputs[i])),
    el('button', { type: 'submit' }, 'Assign damage'));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const want = new Map(cards.map((c, i) => [c, Number(inputs[i].value)]));
    const a = list.find((x) => (x.cards || []).every((c) => want.get(c.card) === c.damage) &&
      [...want].every(([c, n]) => n === 0 || (x.cards || []).some((y) => y.card === c)));
    a ? act(a) : tryText(`assign p=${seat} cards=${cards.join(',')} amounts=${cards.map((c) => want.get(c)).join(',')}`);
  });
  return [form];
}

function answerButtons(offers, act) {
  const yes = of(offers, 'accept')[0], no = of(offers, 'decline')[0];
  return [...(yes ? [button('accept', 'Yes', () => act(yes))] : []), ...(no ? [button('decline', 'No (decline)', () => act(no))] : [])];
}

// Card text's `choose one:` (and the deck a search looks through): a button a mode, its
// label the mode's words (`player 1 chooses ...` without the player).
function modeButtons(offers, act) {
  return of(offers, 'choose_mode').map((m) =>
    button(`mode-${m.value}`, m.label.replace(/^player \d+ chooses /, 'Choose: '), () => act(m), { class: 'mode' }));
}

// Every control for the decisions about no card; `chosen` the blockers picked so far.
export function decisionControls(offers, ctx) {
  const { seat, chosen, names, act, tryText } = ctx;
  const pass = of(offers, 'pass')[0], concede = of(offers, 'concede')[0];
  return [...bidForm(offers, seat, act, tryText), ...declareControls(offers, chosen, seat, act, tryText),
    ...splitForm(offers, seat, names, act, tryText), ...answerButtons(offers, act), ...modeButtons(offers, act),
    ...(pass ? [button('pass', 'Pass', () => act(pass), { title: pass.label })] : []),
    ...(concede ? [button('concede', 'Concede the game', () => act(concede), { class: 'concede' })] : [])];
}

const handled = ['bid', 'mulligan', 'keep_hand', 'block', 'retaliate', 'assign', 'accept', 'decline', 'choose_mode', 'pass',
  'concede'];
// Offers no control above and no card, cell or player on the board takes (none today).
export const leftovers = (offers, onBoard) => offers.filter((a) => !handled.includes(a.kind) && !onBoard(a));
