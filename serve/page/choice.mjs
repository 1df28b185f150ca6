// Choosing an action on the board (docs/play.md, "Acting on the board"): the player points
// at what an action concerns (its subject: a card, a cell or a player), then picks a verb
// the board offers for it (Buy, Attack, Sell, an ability...), then whatever still tells the
// remaining actions apart: a target and a cell on the board, a trait or a bonded card as
// buttons. These functions are pure: the offers (GET /games/{id}/actions) and the pick so
// far in, what to ask next out.

// What an offer concerns, as the board points at it; null for a decision about no card.
export function subjectOf(a, view) {
  if (a.kind === 'bottom_revealed' && view.revealed) return { card: view.revealed.id };
  if (a.kind === 'choose_cell') return { cell: a.cell };
  if (a.kind === 'choose_player') return { player: a.player };
  if (a.card !== undefined && !['block', 'retaliate', 'assign'].includes(a.kind)) return { card: a.card };
  return null;
}

export const sameCell = (a, b) => !!a && !!b && a.player === b.player && a.x === b.x && a.y === b.y;

export function sameSubject(a, b) {
  if (!a || !b) return false;
  if (a.card !== undefined || b.card !== undefined) return a.card === b.card;
  if (a.cell || b.cell) return sameCell(a.cell, b.cell);
  return a.player === b.player;
}

// The mode of `choose one` chosen with a play or activation (docs/rulings.md, Modes), by its
// text as the label quotes it: a verb of its own, so that each mode is a button.
const modeWords = (a) => {
  if (!a.mode) return '';
  const quoted = /, mode \d+ "(.*?)"(?: on |$)/.exec(a.label);
  return quoted ? `, choosing "${quoted[1]}"` : `, choosing mode ${a.mode}`;
};

const abilityName = (a) => {
  const named = /ability "([^"]+)"/.exec(a.label);
  return (named ? `Activate "${named[1]}"` : `Activate ability ${a.value + 1}`) + modeWords(a);
};

// The verb each kind shows as an option once its subject is picked.
const verbs = {
  buy: (a) => (a.cell ? (a.free ? 'Buy for free' : 'Buy') : 'Buy out'),
  buy_revealed: () => 'Buy',
  bottom_revealed: () => 'Put at the bottom of the resource deck',
  produce: (a) => `Produce ${a.trait}`,
  sell: () => 'Sell',
  attack: () => 'Attack',
  play: (a) => `Play${modeWords(a)}`,
  activate: abilityName,
  pay_upkeep: () => 'Pay its upkeep',
  decline_upkeep: () => 'Do not pay its upkeep (it is destroyed)',
  choose: () => 'Choose this card',
  choose_cell: () => 'Choose this cell',
  choose_player: () => 'Choose this player',
  choose_amount: (a) => `Pay ${a.value}M`,
};
export const verbOf = (a) => (verbs[a.kind] ? verbs[a.kind](a) : a.kind);

const targetKey = (t) => (t.card !== undefined ? `c${t.card}` : `p${t.player}`);
const cellKey = (c) => (c ? `${c.player}:${c.x},${c.y}` : '');

// The offers the pick still allows: its subject, verb, targets so far, cell, trait, bonded.
export function remaining(offers, pick, view) {
  return offers.filter((a) => {
    if (!sameSubject(subjectOf(a, view), pick.subject)) return false;
    if (pick.verb && verbOf(a) !== pick.verb) return false;
    for (let i = 0; i < pick.targets.length; ++i)
      if (!a.targets || !a.targets[i] || targetKey(a.targets[i]) !== pick.targets[i]) return false;
    if (pick.cell && !sameCell(a.cell, pick.cell)) return false;
    if (pick.trait && a.trait !== pick.trait) return false;
    if (pick.bonded !== undefined && (a.bonded ?? null) !== pick.bonded) return false;
    return true;
  });
}

const distinct = (list, key) => [...new Map(list.map((x) => [key(x), x])).values()];

// The next question of the pick: {ask: 'verb'|'target'|'cell'|'trait'|'bonded', values}, or
// {action} when one action is left. Steps with a single answer are taken without asking.
export function nextStep(offers, pick, view) {
  const left = remaining(offers, pick, view);
  if (left.length === 0) return { ask: 'none', values: [] };
  if (!pick.verb) return { ask: 'verb', values: distinct(left, verbOf).map(verbOf) };
  const i = pick.targets.length;
  const withTarget = left.filter((a) => a.targets && a.targets[i]);
  if (withTarget.length) {
    const values = distinct(withTarget.map((a) => a.targets[i]), targetKey);
    if (values.length > 1) return { ask: 'target', values };
    pick.targets.push(targetKey(values[0]));
    return nextStep(offers, pick, view);
  }
  const steps = [
    ['cell', (a) => cellKey(a.cell), (a) => a.cell],
    ['trait', (a) => a.trait ?? '', (a) => a.trait],
    ['bonded', (a) => String(a.bonded ?? null), (a) => a.bonded ?? null],
  ];
  for (const [ask, key, value] of steps) {
    const values = distinct(left, key).map(value);
    if (values.length > 1) return { ask, values };
  }
  return { action: left[0] };
}

// Answers the pick's current question with `value` (a target, a cell, a trait, a bonded card).
export function answer(pick, ask, value) {
  if (ask === 'verb') pick.verb = value;
  else if (ask === 'target') pick.targets.push(targetKey(value));
  else if (ask === 'cell') pick.cell = value;
  else if (ask === 'trait') pick.trait = value;
  else if (ask === 'bonded') pick.bonded = value;
}

export const newPick = (subject) => ({ subject, verb: null, targets: [], cell: null, trait: null, bonded: undefined });
