// A card's text and its keywords' rulebook text (GET /card?name=...), shown in the info
// panel when the pointer is on a card or a card has the focus (docs/play.md, "The browser
// table"). Answers are kept by name: a card's text does not change during a game.
import * as api from './api.mjs';
import { el } from './board.mjs';

const known = new Map();

function keywordItem(k) {
  return el('li', {}, el('strong', {}, k.name), el('pre', {}, k.definition),
    ...k.quotes.map((q) => el('blockquote', {}, el('p', {}, q.text), el('cite', {}, q.source))));
}

function render(card) {
  const lines = [card.types, card.cost ? `cost ${card.cost}` : '', card.valuation ? `valuation ${card.valuation}M` : '',
    card.traits, card.uses.length ? `keywords: ${card.uses.join(', ')}` : ''].filter(Boolean);
  return [el('h2', {}, card.name), el('p', {}, lines.join(' · ')),
    ...card.abilities.map((a) => el('p', { class: 'ability' }, a)),
    ...(card.flavour ? [el('p', { class: 'flavour' }, card.flavour)] : []),
    ...(card.keywords.length ? [el('h3', {}, 'Keywords (rulebook text)'), el('ul', {}, ...card.keywords.map(keywordItem))] : [])];
}

export async function showCard(panel, name) {
  if (!known.has(name)) known.set(name, api.card(name));
  const { status, data } = await known.get(name);
  panel.replaceChildren(...(status === 200 ? render(data) : [el('p', {}, data.error)]));
}

// Shows the text of any element with data-name under `root` on hover or focus.
export function watch(root, panel) {
  const show = (event) => {
    const target = event.target.closest && event.target.closest('[data-name]');
    if (target && target.dataset.name) showCard(panel, target.dataset.name);
  };
  root.addEventListener('mouseover', show);
  root.addEventListener('focusin', show);
}
