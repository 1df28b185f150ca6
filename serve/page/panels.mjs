// The table's panels beside the board (docs/play.md, "The browser table"): the status line
// (turn, phase and step, whose turn, who decides, who holds priority), the stack, the attack
// under way, the question card text asks, and the game-over screen. Each draws from the view.
import { el } from './board.mjs';

// Every card the view shows, by id: to name the cards the stack and combat give by id.
export function cardIndex(view) {
  const index = new Map();
  const add = (c) => c && typeof c === 'object' && c.id !== undefined && index.set(c.id, c);
  for (const p of view.players) {
    for (const cell of p.network) { add(cell.card); (cell.pile || []).forEach(add); }
    [...(p.hand || []), ...p.open_market, ...(p.shown || [])].forEach(add);
  }
  add(view.revealed);
  if (view.question) (view.question.options || []).forEach(add);
  for (const s of view.stack || []) add(s.source);
  return index;
}

export const cardName = (index, id) => (index.has(id) ? `"${index.get(id).name}"` : `card ${id}`);

export function statusText(v) {
  if (v.over) return `Game over: ${v.over.reason}`;
  const step = v.step && v.step !== 'none' ? `, ${v.step} step` : '';
  const turn = v.active ? ` · player ${v.active}'s turn` : '';
  const who = v.decider === v.seat ? 'you decide' : v.decider ? `player ${v.decider} decides` : 'nobody decides';
  const priority = v.priority ? ` · priority: player ${v.priority}` : '';
  return `Turn ${v.turn} · ${v.phase}${step}${turn} · ${who}${priority}`;
}

const targetText = (index, t) =>
  t.card !== undefined ? (typeof t.card === 'object' ? `"${t.card.name}"` : cardName(index, t.card)) : `player ${t.player}`;

// The stack, top first (the view lists it bottom first).
export function stackItems(v, index) {
  return [...(v.stack || [])].reverse().map((s, i) => {
    const source = s.source && s.source.name ? `"${s.source.name}"` : 'a card';
    const targets = (s.targets || []).map((t) => targetText(index, t)).join(', ');
    return el('li', { 'data-stack': i, 'data-name': s.source && s.source.name, tabindex: '0' },
      `${source} (player ${s.controller}): ${s.triggered ? 'triggered, ' : ''}${s.ability}` +
      `${s.mode ? `, mode ${s.mode}` : ''}${targets ? `, targeting ${targets}` : ''}${i === 0 ? ' (top: resolves first)' : ''}`);
  });
}

const cellText = (c) => (c ? `player ${c.player}'s cell ${c.x},${c.y}` : 'a cell');

// The attack under way in words: attacker, target, trait, step, blockers and their damage.
export function combatText(v, index) {
  const c = v.combat;
  if (!c) return '';
  const attacker = c.attacker ? `"${c.attacker.name}"` : 'a card';
  const blockers = (c.blockers || []).map((b) => `${cardName(index, b.card)}${b.retaliates ? ' (retaliates)' : ''}` +
    `${b.damage ? `, ${b.damage} damage` : ''}`);
  return `Player ${v.active} attacks player ${c.defender} with ${attacker}: ${cellText(c.target)} with ${c.trait}` +
    `${c.area ? ' (an area attack)' : ''}; step: ${c.step}. ${blockers.length ? `Blocking: ${blockers.join('; ')}.` : 'No blockers declared.'}`;
}

export function questionText(v) {
  const q = v.question;
  if (!q) return '';
  if (!q.what) return `Card text asks player ${q.asked} a question.`;
  const range = q.at_most > 1 ? ` (${q.at_least} to ${q.at_most}; picked so far: ${(q.picked || []).length})` : '';
  return `Card text asks: ${q.what}${range}${q.optional ? ' (you may decline)' : ''}`;
}

// The game-over screen: the reason, a rematch (the same decks and seats, the next seed) and a
// new game from the lobby.
export function gameOver(v, rematch, lobby) {
  return el('section', { class: 'game-over', role: 'dialog', 'aria-labelledby': 'over-title' },
    el('h2', { id: 'over-title' }, v.over.winner ? (v.over.winner === v.seat ? 'You win' : `Player ${v.over.winner} wins`) : 'A draw'),
    el('p', { id: 'over-reason' }, v.over.reason),
    el('button', { type: 'button', id: 'rematch', onclick: rematch }, 'Rematch'),
    el('button', { type: 'button', id: 'to-lobby', onclick: lobby }, 'New game'));
}
