// Drawing the board from a seat's view (docs/play.md, "The view"): each player's money,
// decks, bids and mulligans, hand (another player's face down), open market and network as a
// grid. What the player may point at is a button; `marks` says which and how it is shown:
// marks.card(card) and marks.cell(cell) give a role ('offered', 'target', 'blocker',
// 'chosen', 'try') or null, marks.player(n) likewise, marks.cells(n) the empty cells to draw
// in player n's network; marks.combat(card or cell) a class for the attack under way.
// marks.pick({card}|{cell}|{player}) is called on a click.
export const el = (tag, attrs = {}, ...children) => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'class') e.className = v;
    else if (k === 'onclick') e.addEventListener('click', v);
    else if (v !== undefined && v !== null) e.setAttribute(k, v);
  }
  for (const c of children) e.append(c);
  return e;
};

export const traitText = (traits) =>
  Object.entries(traits || {})
    .map(([t, v]) => `${t} ${v ?? '-'}`)
    .join(' ');

function cardBody(card, extra) {
  const damage = card.damage && Object.keys(card.damage).length ? ` · damage ${traitText(card.damage)}` : '';
  const counters = card.counters ? ` · ${Object.entries(card.counters).map(([k, n]) => `${n} ${k}`).join(', ')}` : '';
  const state = [card.engaged ? 'engaged' : '', card.controller !== card.owner ? `controlled by player ${card.controller}` : '']
    .filter(Boolean).join(', ');
  return [el('span', { class: 'name' }, card.name), el('span', { class: 'traits' }, traitText(card.traits) + damage + counters),
    ...(state ? [el('span', { class: 'state' }, state)] : []), ...(extra ? [el('span', { class: 'pile' }, extra)] : [])];
}

// A card face up: a button when the player may point at it, else a focusable tile (its
// text shows on hover or focus: data-name).
// A card in a network whose cell is what the player points at: `cell` picks it instead.
export function cardTile(card, marks, extra = '', cell = null) {
  // A cell the pick asks for wins over what the card on it is offered for.
  const asked = cell && marks.cell(cell) === 'target';
  const cellRole = cell && (asked || !marks.card(card)) ? marks.cell(cell) : null;
  const role = asked ? cellRole : marks.card(card) || cellRole;
  const combat = [marks.combat({ card: card.id }), cell ? marks.combat({ cell }) : ''].join(' ');
  const classes = ['card', card.engaged ? 'engaged' : '', role || '', combat].filter((x) => x.trim()).join(' ');
  const attrs = { class: classes, 'data-card': card.id, 'data-name': card.name, 'data-role': role };
  if (!role) return el('div', { ...attrs, tabindex: '0' }, ...cardBody(card, extra));
  const label = `${card.name}${role === 'target' ? ' (a target)' : role === 'blocker' ? ' (may block)' : ''}`;
  return el('button', { ...attrs, type: 'button', 'aria-label': label, 'aria-pressed': role === 'chosen' ? 'true' : undefined,
    onclick: () => marks.pick(cellRole ? { cell } : { card: card.id }) }, ...cardBody(card, extra));
}

const faceDown = () => el('div', { class: 'card back', 'aria-label': 'a card, face down' }, '?');

// The network of player `p` as a grid: its occupied cells and the empty cells `marks` names.
function network(p, marks) {
  const cells = p.network.map((c) => ({ x: c.x, y: c.y, card: c.card, pile: c.pile }));
  for (const c of marks.cells(p.player))
    if (!cells.some((o) => o.x === c.x && o.y === c.y)) cells.push({ x: c.x, y: c.y });
  if (cells.length === 0) return el('p', { class: 'empty' }, 'No cards in the network.');
  const xs = cells.map((c) => c.x), ys = cells.map((c) => c.y);
  const x0 = Math.min(...xs), y0 = Math.min(...ys);
  const grid = el('div', { class: 'grid', role: 'group', 'aria-label': `player ${p.player}'s network` });
  grid.style.gridTemplateColumns = `repeat(${Math.max(...xs) - x0 + 1}, 9em)`;
  for (const c of cells) {
    const here = { player: p.player, x: c.x, y: c.y };
    const tile = c.card ? cardTile(c.card, marks, pileText(c.pile), here) : emptyCell(here, marks);
    tile.dataset.cell = `${p.player}:${c.x},${c.y}`;
    tile.style.gridColumn = `${c.x - x0 + 1}`;
    tile.style.gridRow = `${c.y - y0 + 1}`;
    grid.append(tile);
  }
  return grid;
}

const pileText = (pile) => (pile && pile.length ? `bonded under it: ${pile.map((b) => b.name).join(', ')}` : '');

function emptyCell(here, marks) {
  const role = marks.cell(here);
  const cls = ['cell', role || '', marks.combat({ cell: here })].filter(Boolean).join(' ');
  return el('button', { class: cls, type: 'button', 'data-role': role, 'aria-label': `empty cell ${here.x},${here.y} of player ${here.player}`,
    onclick: () => marks.pick({ cell: here }) }, `${here.x},${here.y}`);
}

function setupText(p) {
  const bid = p.bid === null || p.bid === undefined ? '' : ` · bid ${p.bid}`;
  const mull = p.mulligans ? ` · ${p.mulligans} mulligan${p.mulligans > 1 ? 's' : ''}` : '';
  return `${bid}${mull}${p.hand_kept ? ' · hand kept' : ''}`;
}

function summary(p, isMe) {
  const pool = traitText(p.pool);
  return `Player ${p.player}${isMe ? ' (you)' : ''}: ${p.label} · money ${p.money}${pool ? ` · pool ${pool}` : ''}` +
    ` · main deck ${p.main_deck} · resource deck ${p.resource_deck}${setupText(p)}${p.lost ? ` · lost: ${p.lost}` : ''}`;
}

function heading(p, isMe, marks) {
  const role = marks.player(p.player);
  if (!role) return el('h2', {}, summary(p, isMe));
  return el('h2', {}, el('button', { type: 'button', class: `player-spot ${role}`, 'data-player': p.player, 'data-role': role,
    onclick: () => marks.pick({ player: p.player }) }, summary(p, isMe)));
}

function area(p, view, marks, handControls) {
  const isMe = p.player === view.seat;
  const hand = isMe ? (p.hand || []).map((c) => cardTile(c, marks)) : Array.from({ length: p.hand_size }, faceDown);
  const market = p.open_market.map((c) => cardTile(c, marks));
  const shown = (p.shown || []).map((c) => cardTile(c, marks));
  const revealed = view.revealed && view.active === p.player ? [cardTile(view.revealed, marks)] : [];
  return el('section', { class: `player${isMe ? ' me' : ''}`, 'aria-label': `player ${p.player}` },
    heading(p, isMe, marks),
    el('h3', {}, 'Network'), network(p, marks),
    el('h3', {}, isMe ? 'Your hand' : `Hand (${p.hand_size})`), el('div', { class: 'row' }, ...hand),
    ...(isMe && handControls ? [handControls] : []),
    ...(revealed.length ? [el('h3', {}, 'Revealed resource'), el('div', { class: 'row' }, ...revealed)] : []),
    ...(shown.length ? [el('h3', {}, 'Shown by card text'), el('div', { class: 'row' }, ...shown)] : []),
    ...(market.length ? [el('h3', {}, 'Open market'), el('div', { class: 'row' }, ...market)] : []));
}

// Every player's area, the seat's own last; `handControls` (mulligan, keep) goes under the hand.
export function drawPlayers(view, marks, handControls) {
  const areas = view.players.map((p) => area(p, view, marks, handControls));
  areas.sort((a, b) => (a.classList.contains('me') ? 1 : 0) - (b.classList.contains('me') ? 1 : 0));
  return areas;
}
