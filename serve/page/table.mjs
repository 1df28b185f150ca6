// The browser table (docs/play.md, "The browser table"): a lobby to start a game against an
// agent, then the board drawn from the seat's view. The player acts by clicking a card or a
// cell and then one of the options offered for it; decisions that concern no card (a bid,
// passing, keeping a hand) are offered beside them. A refusal shows with its rule.
import * as api from './api.mjs';
import { drawPlayers, el } from './board.mjs';

const $ = (id) => document.getElementById(id);
const table = { game: null, seat: 1, view: null, offers: [], version: 0, picked: null, logFrom: 0 };

function fill(select, names) {
  select.replaceChildren(...names.map((n) => el('option', { value: n }, n)));
}

async function openLobby() {
  const { status, data } = await api.lobby();
  if (status !== 200) return void ($('lobby-error').textContent = data.error);
  const decks = data.decks.map((d) => d.name);
  fill($('deck-a'), decks);
  fill($('deck-b'), decks);
  if (decks.length > 1) $('deck-b').value = decks[1];
  fill($('opponent-kind'), data.seats.filter((s) => s !== 'human'));
}

async function startGame(event) {
  event.preventDefault();
  const form = new FormData(event.target);
  const request = { decks: [form.get('deck_a'), form.get('deck_b')], seats: ['human', form.get('opponent')],
                    seed: Number(form.get('seed') || 1) };
  const { status, data } = await api.newGame(request);
  if (status !== 201) return void ($('lobby-error').textContent = data.error);
  location.hash = `game=${data.game}`;
  await openGame(data.game, 1);
}

// The table of game `game` as seat `seat` sees it (the page's address keeps them: #game=N&seat=S).
async function openGame(game, seat) {
  Object.assign(table, { game, seat, picked: null, logFrom: 0 });
  $('log').replaceChildren();
  $('lobby').hidden = true;
  $('table').hidden = false;
  await refresh();
}

async function refresh() {
  const [view, offers, log] = await Promise.all([api.view(table.game, table.seat),
    api.actions(table.game, table.seat), api.log(table.game, table.seat, table.logFrom)]);
  if (view.status !== 200) return void ($('status').textContent = view.data.error);
  table.view = view.data;
  table.offers = offers.data.actions || [];
  table.version = offers.data.version;
  for (const entry of log.data) $('log').append(el('li', {}, `${entry.action}`));
  table.logFrom += log.data.length;
  draw();
}

function statusText(v) {
  if (v.over) return `Game over: ${v.over.reason}`;
  const step = v.step !== 'none' ? ` (${v.step})` : '';
  const who = v.decider === v.seat ? 'you decide' : v.decider ? `player ${v.decider} decides` : '';
  return `Turn ${v.turn} · ${v.phase}${step}${v.active ? ` · player ${v.active}'s turn` : ''} · ${who}`;
}

const concerns = (a, picked) =>
  picked && ((picked.card !== undefined && a.card === picked.card) ||
             (picked.cell && a.cell && a.cell.player === picked.cell.player &&
              a.cell.x === picked.cell.x && a.cell.y === picked.cell.y));

function optionButton(a) {
  return el('button', { type: 'button', class: 'option', onclick: () => choose(a) }, a.label);
}

function draw() {
  const v = table.view;
  $('status').textContent = statusText(v);
  $('question').textContent = v.question && v.question.what ? `Card text asks: ${v.question.what}` : '';
  $('players').replaceChildren(...drawPlayers(v, table.offers, pick));
  const picked = table.offers.filter((a) => concerns(a, table.picked));
  $('options').replaceChildren(...picked.map(optionButton));
  const free = table.offers.filter((a) => a.card === undefined && !a.cell);
  $('other-options').replaceChildren(...free.map(optionButton));
  $('hint').hidden = table.offers.length === 0;
  if (v.over) $('other-options').replaceChildren(el('button', { type: 'button', onclick: backToLobby }, 'New game'));
}

function pick(what) {
  table.picked = what;
  $('refusal').textContent = '';
  draw();
}

// Takes action `a`; the page is marked busy until the board is drawn again.
async function choose(a) {
  document.body.classList.add('busy');
  const { status, data } = await api.act(table.game, table.seat, table.version, a.id);
  $('refusal').textContent = status === 200 ? '' : data.refusal ? `Refused: ${data.refusal}` : data.error;
  table.picked = null;
  await refresh();
  document.body.classList.remove('busy');
}

function backToLobby() {
  location.hash = '';
  openLobby();
  $('table').hidden = true;
  $('lobby').hidden = false;
}

$('new-game').addEventListener('submit', startGame);
const opened = new URLSearchParams(location.hash.slice(1));
if (opened.has('game')) openGame(Number(opened.get('game')), Number(opened.get('seat') || 1));
else openLobby();
