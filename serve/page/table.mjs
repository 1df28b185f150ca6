// The browser table (docs/play.md, "The browser table"): a lobby to start a game against an
// agent, then the board drawn from the seat's view. The player acts on the board: points at
// the card, cell or player an action concerns, then an option the board offers for it, then
// a target or a cell on the board when the action needs one (serve/page/choice.mjs);
// decisions about no card have their own controls (controls.mjs). A refusal shows with its
// rule.
import * as api from './api.mjs';
import { drawPlayers, el } from './board.mjs';
import { watch } from './cardinfo.mjs';
import { answer, newPick, nextStep, sameCell, sameSubject, subjectOf } from './choice.mjs';
import { decisionControls, handControls, leftovers } from './controls.mjs';
import { cardIndex, cardName, combatText, gameOver, questionText, stackItems, statusText } from './panels.mjs';
import { wireExport } from './export.mjs';
import { problemsText, sameStart } from './sandbox.mjs';
import { sameDecks } from './deck_file.mjs';
import { lobbyRequest, openLobby as lobbyOpened } from './lobby.mjs';
import { initReplayView, openReplayLink, viewerBar } from './replay_view.mjs';
import { initTravel, logItem, needsHandover, showHandover, travelBar } from './travel.mjs';

const $ = (id) => document.getElementById(id);
const table = { game: null, seat: 1, view: null, offers: [], version: 0, pick: null, chosen: new Set(), logFrom: 0,
  replay: false, warnings: [], maxBody: 65536 };

async function openLobby() {
  const limits = await lobbyOpened();
  if (limits) table.maxBody = limits.max_body;
}

// Starts a game; a refusal (a full server, a deck not there) shows where the player is.
async function newGame(request) {
  const { status, data } = await api.newGame(request);
  if (status !== 201) return void ($($('table').hidden ? 'lobby-error' : 'refusal').textContent = problemsText(data));
  location.hash = `game=${data.game}`;
  await openGame(data.game, 1);
}

async function startGame(event) {
  event.preventDefault();
  newGame(await lobbyRequest(event.target));
}

// The same decks, seats and variants as the game just over, with the next seed.
async function rematch() {
  const { data } = await api.summary(table.game);
  newGame(sameDecks(sameStart({ decks: data.decks, seats: data.seats, variants: data.variants, seed: data.seed + 1,
    max_turns: data.max_turns, mcts_iterations: data.mcts_iterations })));
}

// The table of game `game` as seat `seat` sees it, `replay` in the replay viewer (the page's
// address keeps them: #game=N&seat=S, and &replay=1).
async function openGame(game, seat, replay = false) {
  Object.assign(table, { game, seat, replay, pick: null, chosen: new Set(), logFrom: 0 });
  location.hash = `game=${game}&seat=${seat}${replay ? '&replay=1' : ''}`;
  $('log').replaceChildren();
  delete $('table').dataset.version;  // set again once this seat's table is drawn (the tests wait for it)
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
  $('table').dataset.version = table.version;
  log.data.forEach((entry, i) => $('log').append(logItem(entry, table.logFrom + i, table.view)));
  table.logFrom += log.data.length;
  $('log').scrollTop = $('log').scrollHeight;  // the latest action in sight
  $('travel').replaceChildren(...(table.replay ? viewerBar(table.view) : travelBar(table.view)));
  draw();
  if (needsHandover(table.view)) showHandover(table.view.decider);
}

const blockCandidates = (offers) =>
  new Set(offers.filter((a) => a.kind === 'block' || a.kind === 'retaliate').flatMap((a) => (a.cards || []).map((c) => c.card)));

const currentStep = () => (table.pick ? nextStep(table.offers, table.pick, table.view) : null);

// What the board lets the player point at now (board.mjs, `marks`).
function marks() {
  const v = table.view, step = currentStep();
  const subjects = table.offers.map((a) => subjectOf(a, v)).filter(Boolean);
  const asked = (kind) => (step && step.ask === kind ? step.values : []);
  const blockers = blockCandidates(table.offers);
  const deciding = v.decider === v.seat && !v.over;
  const picked = (s) => table.pick && sameSubject(table.pick.subject, s);
  const combat = v.combat;
  return {
    card: (c) => (asked('target').some((t) => t.card === c.id) ? 'target' : table.chosen.has(c.id) ? 'chosen'
      : blockers.has(c.id) ? 'blocker' : picked({ card: c.id }) ? 'picked'
      : subjects.some((s) => s.card === c.id) ? 'offered' : deciding && c.controller === v.seat ? 'try' : null),
    cell: (here) => (asked('cell').some((c) => sameCell(c, here)) ? 'target' : picked({ cell: here }) ? 'picked'
      : subjects.some((s) => sameCell(s.cell, here)) ? 'offered' : null),
    cells: (n) => [...asked('cell'), ...subjects.map((s) => s.cell).filter(Boolean)].filter((c) => c.player === n),
    player: (n) => (asked('target').some((t) => t.player === n) ? 'target'
      : subjects.some((s) => s.player === n) ? 'offered' : null),
    combat: (x) => (!combat ? '' : x.card !== undefined && combat.attacker && combat.attacker.id === x.card ? 'attacker'
      : x.card !== undefined && combat.blockers.some((b) => b.card === x.card) ? 'blocking'
      : x.cell && sameCell(combat.target, x.cell) ? 'attacked' : ''),
    pick: onPick,
  };
}

// A click on the board: answers the pick's question (a target, a cell), toggles a blocker,
// or starts a new pick with what was clicked as its subject.
function onPick(what) {
  $('refusal').textContent = '';
  $('rule').textContent = '';
  const step = currentStep();
  if (step && step.ask === 'target') {
    const t = step.values.find((x) => (what.card !== undefined ? x.card === what.card : what.player !== undefined && x.player === what.player));
    if (t) return answerPick('target', t);
  }
  if (step && step.ask === 'cell' && what.cell) {
    const c = step.values.find((x) => sameCell(x, what.cell));
    if (c) return answerPick('cell', c);
  }
  // A blocker is toggled; its other options (an ability) are offered beside the declaration.
  if (what.card !== undefined && blockCandidates(table.offers).has(what.card)) {
    if (!table.chosen.delete(what.card)) table.chosen.add(what.card);
    const own = table.offers.some((a) => sameSubject(subjectOf(a, table.view), what));
    table.pick = own ? newPick(what) : null;
    return draw();
  }
  table.pick = newPick(what);
  draw();
  const first = document.querySelector('#options button');
  if (first) first.focus();
}

function answerPick(ask, value) {
  answer(table.pick, ask, value);
  const step = currentStep();
  if (step.action) return choose(step.action);
  draw();
}

const names = (id) => cardName(cardIndex(table.view), id);

const askHints = {
  target: 'Pick a target on the board (outlined in orange).',
  cell: 'Pick a cell on the board (outlined in orange).',
  none: 'Nothing is offered for it now.',
};

// The options for the picked subject: its verbs, then the trait or bonded card to use.
function pickOptions() {
  if (!table.pick) return [];
  const v = table.view, step = currentStep(), subject = table.pick.subject;
  const title = subject.card !== undefined ? names(subject.card) : subject.cell ? `cell ${subject.cell.x},${subject.cell.y}` : `player ${subject.player}`;
  const out = [el('h3', {}, `Options for ${title}`)];
  const option = (text, onclick, attrs = {}) => el('button', { type: 'button', class: 'option', ...attrs, onclick }, text);
  if (step.ask === 'verb') out.push(...step.values.map((verb) => option(verb, () => answerPick('verb', verb))));
  else if (step.ask === 'trait') out.push(...step.values.map((t) => option(`With ${t}`, () => answerPick('trait', t))));
  else if (step.ask === 'bonded')
    out.push(...step.values.map((b) => option(b === null ? 'The top card' : `The bonded ${names(b)}`, () => answerPick('bonded', b))));
  if (askHints[step.ask] && !(step.ask === 'none' && subject.card !== undefined)) out.push(el('p', { class: 'hint' }, askHints[step.ask]));
  // An own card can always be offered for sale: outside the Divest Phase the engine refuses.
  const sellable = subject.card !== undefined && !table.pick.verb &&
    !table.offers.some((a) => a.kind === 'sell' && a.card === subject.card) && cardIndex(v).get(subject.card)?.controller === v.seat;
  if (sellable) out.push(option('Sell (not offered now: the engine says why)', () => tryText(`sell p=${v.seat} card=${subject.card}`), { 'data-try': 'sell' }));
  out.push(option('Cancel', () => { table.pick = null; draw(); }, { class: 'cancel' }));
  return out;
}

function draw() {
  const v = table.view, index = cardIndex(v);
  $('status').textContent = statusText(v);
  $('question').textContent = questionText(v);
  $('stack').replaceChildren(...stackItems(v, index));
  $('stack-area').hidden = !(v.stack || []).length;
  $('combat').textContent = combatText(v, index);
  $('combat-area').hidden = !v.combat;
  $('players').replaceChildren(...drawPlayers(v, marks(), handControls(table.offers, choose)));
  $('options').replaceChildren(...pickOptions());
  $('decisions').replaceChildren(...decisionControls(table.offers, { seat: v.seat, chosen: table.chosen,
    names, act: choose, tryText }));
  const onBoard = (a) => subjectOf(a, v) !== null;
  $('other-options').replaceChildren(...leftovers(table.offers, onBoard).map((a) =>
    el('button', { type: 'button', class: 'option', onclick: () => choose(a) }, a.label)));
  $('hint').hidden = table.offers.length === 0 || !!table.pick;
  $('game-over').replaceChildren(...(v.over ? [gameOver(v, rematch, backToLobby)] : []));
  $('game-over').hidden = !v.over;
}

function showAnswer(status, data) {
  $('refusal').textContent = status === 200 ? '' : data.refusal ? `Refused: ${data.refusal}` : data.error || '';
  $('rule').textContent = status !== 200 && data.rule ? `Rule: ${data.rule}` : '';
}

// Sends an action, then draws the board again; the page is marked busy meanwhile.
async function send(request) {
  document.body.classList.add('busy');
  const { status, data } = await request();
  table.pick = null;
  table.chosen = new Set();
  await refresh();
  showAnswer(status, data);
  document.body.classList.remove('busy');
  // For the keyboard: the focus goes to the first thing to point at (never to Concede).
  const next = document.querySelector('#players [data-role="offered"], #decisions input, #decisions button:not(.concede)');
  if (next) next.focus();
}

const choose = (a) => send(() => api.act(table.game, table.seat, table.version, a.id));
const tryText = (text) => send(() => api.actText(table.game, table.seat, text));

function backToLobby() {
  location.hash = '';
  openLobby();
  $('table').hidden = true;
  $('lobby').hidden = false;
}

$('new-game').addEventListener('submit', startGame);
wireExport($('export-scenario'), () => table.game, (why) => { $('refusal').textContent = why; });
watch($('table'), $('card-info'));
const reopen = (seat) => openGame(table.game, seat, table.replay);
const showError = (text) => void ($('refusal').textContent = text);
initTravel({ table, reopen, showError, viewing: () => table.replay });
initReplayView({ table, reopen, open: (game) => openGame(game, 1, true), viewing: () => table.replay,
  maxBody: () => table.maxBody, warnings: () => table.warnings, setWarnings: (w) => void (table.warnings = w) });
const opened = new URLSearchParams(location.hash.slice(1));
if (opened.has('game')) openGame(Number(opened.get('game')), Number(opened.get('seat') || 1), opened.has('replay'));
else {
  openLobby();
  if (opened.has('replay-text')) openReplayLink(opened.get('replay-text'));
}
