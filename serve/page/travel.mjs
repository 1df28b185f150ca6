// Time travel and hot-seat on the table (docs/play.md, "Time travel, hot-seat and replays"):
// undo and redo (buttons and Ctrl+Z, Ctrl+Y) and the log's entries as jumps in a game of
// people; "Save as a replay" (the game downloaded as a replay file); the hand-over screen
// between two people at one screen, which hides the hands until the next one confirms.
// The replay viewer's step controls are replay_view.mjs's.
import { call } from './api.mjs';
import { el } from './board.mjs';

const $ = (id) => document.getElementById(id);

export const undo = (game, version) => call('POST', `/games/${game}/undo`, { version });
export const redo = (game, version) => call('POST', `/games/${game}/redo`, { version });
export const jump = (game, to) => call('POST', `/games/${game}/jump`, { to });

// The table's hooks (table.mjs): its state, reopening the game as a seat, showing an error.
let host = null;
export function initTravel(hooks) {
  host = hooks;
  document.addEventListener('keydown', onKey);
  $('handover-confirm').addEventListener('click', confirmHandover);
}

// Sends a travel request; on success the game is opened again from its start of log (the
// log was cut), as the seat that decides when two people share the screen.
export async function travel(request) {
  document.body.classList.add('busy');
  const { status, data } = await request();
  if (status !== 200) host.showError(data.error || `the server answered ${status}`);
  else await host.reopen(host.table.seat);
  document.body.classList.remove('busy');
  return status === 200;
}

const button = (id, text, keys, onclick, disabled) =>
  el('button', { type: 'button', id, 'aria-keyshortcuts': keys, onclick, ...(disabled ? { disabled: '' } : {}) }, text);

// The toolbar of a game that is not a replay being viewed.
export function travelBar(view) {
  const t = view.travel, game = host.table.game, v = host.table.version;
  const out = [];
  if (t.allowed) {
    out.push(button('undo', 'Undo (Ctrl+Z)', 'Control+Z', () => travel(() => undo(game, v)), t.actions === 0),
      button('redo', 'Redo (Ctrl+Y)', 'Control+Y', () => travel(() => redo(game, v)), t.redo === 0),
      el('span', { class: 'travel-count' }, `${t.actions} actions${t.redo ? `, ${t.redo} to redo` : ''}${t.undo_used ? ' · undo used' : ''}`));
  }
  out.push(saveButton());
  return out;
}

export const saveButton = () => button('save-replay', 'Save as a replay', undefined, saveReplay);

// Downloads GET /games/{id}/replay as a file (the server names it); a refusal shows.
async function saveReplay() {
  const res = await fetch(`/games/${host.table.game}/replay`);
  if (res.status !== 200) return host.showError((await res.json()).error);
  const name = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') || '')?.[1] || 'game.replay';
  const link = el('a', { href: URL.createObjectURL(await res.blob()), download: name });
  document.body.append(link);
  link.click();
  link.remove();
}

// A log entry; in a game of people its heading is a button that jumps to the position after it.
export function logItem(entry, index, view) {
  const text = `Turn ${entry.turn}, ${entry.phase}: ${entry.action}`;
  const events = el('ul', {}, ...entry.events.map((e) => el('li', {}, e.text)));
  if (!view.travel?.allowed) return el('li', {}, text, events);
  const go = el('button', { type: 'button', class: 'jump', 'data-position': index + 1, title: 'Go to the position after this action',
    onclick: () => travel(() => jump(host.table.game, index + 1)) }, text);
  return el('li', {}, go, events);
}

function onKey(e) {
  if (!host || !host.table.view || $('table').hidden || !e.ctrlKey || host.viewing()) return;
  const key = e.key.toLowerCase();
  const id = key === 'z' && !e.shiftKey ? 'undo' : key === 'y' || (key === 'z' && e.shiftKey) ? 'redo' : null;
  const b = id && $(id);
  if (!b || b.disabled) return;
  e.preventDefault();
  b.click();
}

// Two people at one screen: when the other decides, the table is hidden behind a hand-over
// screen until that person confirms (docs/play.md, "Hot-seat").
export function needsHandover(view) {
  return view.travel?.allowed && !host.viewing() && !view.over && view.decider && view.decider !== view.seat;
}

let handoverTo = null;
export function showHandover(seat) {
  handoverTo = seat;
  $('table').hidden = true;
  $('handover').hidden = false;
  $('handover-title').textContent = `Pass to player ${seat}`;
  $('handover-confirm').textContent = `I am player ${seat}: show my hand`;
  $('handover-confirm').focus();
}

async function confirmHandover() {
  $('handover').hidden = true;
  $('table').hidden = false;
  await host.reopen(handoverTo);
}
