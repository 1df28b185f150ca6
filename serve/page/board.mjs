// Drawing the board from a seat's view (docs/play.md, "The view"): each player's money,
// decks, hand (another player's face down) and network as a grid. Cards and cells that an
// action concerns are buttons; `pick` is called with {card} or {cell} when one is clicked.
const el = (tag, attrs = {}, ...children) => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'class') e.className = v;
    else if (k === 'onclick') e.addEventListener('click', v);
    else e.setAttribute(k, v);
  }
  for (const c of children) e.append(c);
  return e;
};

const traitText = (traits) =>
  Object.entries(traits || {})
    .map(([t, v]) => `${t} ${v ?? '-'}`)
    .join(' ');

// A card face up: its name, traits, damage and state; a button when an action names it.
export function cardTile(card, offered, pick) {
  const damage = card.damage && Object.keys(card.damage).length ? ` · damage ${traitText(card.damage)}` : '';
  const label = `${card.name}${card.engaged ? ' (engaged)' : ''}`;
  const attrs = { class: `card${card.engaged ? ' engaged' : ''}${offered ? ' offered' : ''}`, 'data-card': card.id };
  const body = [el('span', { class: 'name' }, label), el('span', { class: 'traits' }, traitText(card.traits) + damage)];
  if (!offered) return el('div', attrs, ...body);
  return el('button', { ...attrs, type: 'button', onclick: () => pick({ card: card.id }) }, ...body);
}

const faceDown = () => el('div', { class: 'card back', 'aria-label': 'a card, face down' }, '?');

const sameCell = (a, b) => a && b && a.player === b.player && a.x === b.x && a.y === b.y;

// The network of player `p` as a grid: its occupied cells, and the empty cells actions name.
function network(p, offers, pick) {
  const cells = p.network.map((c) => ({ x: c.x, y: c.y, card: c.card, pile: c.pile.length }));
  for (const a of offers)
    if (a.cell && a.cell.player === p.player && !cells.some((c) => c.x === a.cell.x && c.y === a.cell.y))
      cells.push({ x: a.cell.x, y: a.cell.y });
  if (cells.length === 0) return el('p', { class: 'empty' }, 'No cards in the network.');
  const xs = cells.map((c) => c.x), ys = cells.map((c) => c.y);
  const x0 = Math.min(...xs), y0 = Math.min(...ys);
  const grid = el('div', { class: 'grid', role: 'grid', 'aria-label': `player ${p.player}'s network` });
  grid.style.gridTemplateColumns = `repeat(${Math.max(...xs) - x0 + 1}, 9em)`;
  for (const c of cells) {
    const here = { player: p.player, x: c.x, y: c.y };
    const offered = offers.some((a) => sameCell(a.cell, here));
    const cardOffered = c.card && offers.some((a) => a.card === c.card.id);
    const tile = c.card
      ? cardTile(c.card, cardOffered || offered, (what) => pick(cardOffered ? what : { cell: here }))
      : el('button', { class: 'cell offered', type: 'button', onclick: () => pick({ cell: here }) }, `${c.x},${c.y}`);
    tile.style.gridColumn = `${c.x - x0 + 1}`;
    tile.style.gridRow = `${c.y - y0 + 1}`;
    grid.append(tile);
  }
  return grid;
}

function summary(p, isMe) {
  const pool = traitText(p.pool);
  const bid = p.bid === null ? '' : ` · bid ${p.bid}`;
  return `Player ${p.player}${isMe ? ' (you)' : ''}: ${p.label} · money ${p.money}${pool ? ` · pool ${pool}` : ''}` +
    ` · main deck ${p.main_deck} · resource deck ${p.resource_deck}${bid}${p.lost ? ` · lost: ${p.lost}` : ''}`;
}

// Every player's area, the seat's own last.
export function drawPlayers(view, offers, pick) {
  const areas = [];
  for (const p of view.players) {
    const isMe = p.player === view.seat;
    const offered = (c) => offers.some((a) => a.card === c.id);
    const hand = isMe
      ? (p.hand || []).map((c) => cardTile(c, offered(c), pick))
      : Array.from({ length: p.hand_size }, faceDown);
    const market = p.open_market.map((c) => cardTile(c, offered(c), pick));
    areas.push(el('section', { class: `player${isMe ? ' me' : ''}`, 'aria-label': `player ${p.player}` },
      el('h2', {}, summary(p, isMe)),
      el('h3', {}, 'Network'), network(p, offers, pick),
      el('h3', {}, isMe ? 'Your hand' : `Hand (${p.hand_size})`), el('div', { class: 'row' }, ...hand),
      ...(market.length ? [el('h3', {}, 'Open market'), el('div', { class: 'row' }, ...market)] : [])));
  }
  areas.sort((a, b) => (a.classList.contains('me') ? 1 : 0) - (b.classList.contains('me') ? 1 : 0));
  return areas;
}

export { el };
