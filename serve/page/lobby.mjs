// The lobby (docs/play.md, "The lobby"): the decks (the library's and its mods', or a deck
// file's), the opponent (an agent, with MCTS's budget, or another person at this screen),
// the rules variants, the seed, and the sandbox's scenario.
import * as api from './api.mjs';
import { el } from './board.mjs';
import { readDeckFile, withDeckFile } from './deck_file.mjs';
import { withScenario } from './sandbox.mjs';

const $ = (id) => document.getElementById(id);

function fill(select, decks) {
  select.replaceChildren(...decks.map((d) => el('option', { value: d.name }, d.name)));
}

// One checkbox a rules variant, each labelled by its name (docs/rulings.md gives its reading).
function variantBoxes(names) {
  return names.map((n) => el('label', { class: 'variant' }, el('input', { type: 'checkbox', name: 'variant', value: n }), ` ${n}`));
}

// Fills the lobby from GET /lobby; answers the server's limits, or null (the error shown).
export async function openLobby() {
  const { status, data } = await api.lobby();
  if (status !== 200) return void ($('lobby-error').textContent = data.error), null;
  fill($('deck-a'), data.decks);
  fill($('deck-b'), data.decks);
  if (data.decks.length > 1) $('deck-b').value = data.decks[1].name;
  fill($('opponent-kind'), data.seats.filter((s) => s !== 'human').map((name) => ({ name })));
  $('opponent-kind').append(el('option', { value: 'human' }, 'another person at this screen (hot-seat)'));
  $('variant-list').replaceChildren(...variantBoxes(data.variants));
  $('mcts-iterations').max = data.limits.max_mcts_iterations;
  $('deck-file').value = '';
  $('deck-file-status').replaceChildren();
  return data.limits;
}

// The new game the lobby's form asks for.
export async function lobbyRequest(form) {
  const data = new FormData(form);
  const request = { decks: [data.get('deck_a'), data.get('deck_b')], seats: ['human', data.get('opponent')],
    variants: data.getAll('variant'), seed: Number(data.get('seed') || 1),
    mcts_iterations: Number(data.get('mcts_iterations') || 100) };
  return withScenario(withDeckFile(request), $('scenario-file'));
}

$('deck-file').addEventListener('change', () =>
  readDeckFile($('deck-file'), [$('deck-a'), $('deck-b')], $('deck-file-status')));
