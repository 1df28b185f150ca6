// The replay viewer (docs/play.md, "The replay viewer"): a replay file chosen in the lobby is
// uploaded (POST /replays; the server reads no path) and opens as a game at its start. The
// viewer steps forward and back, to the start, the end or any action (buttons, a number,
// and the keys Left, Right, Home, End), the board drawn at every step with the log so far,
// as either player sees it. Whoever watches may also take over: acting drops the rest.
import { call } from './api.mjs';
import { el } from './board.mjs';
import { jump, saveButton, travel } from './travel.mjs';

const $ = (id) => document.getElementById(id);
const openReplay = (text) => call('POST', '/replays', { replay: text });

// The table's hooks (table.mjs): its state, opening a game as the viewer, the body limit.
let host = null;
export function initReplayView(hooks) {
  host = hooks;
  $('open-replay').addEventListener('submit', onOpen);
  document.addEventListener('keydown', onKey);
}

const say = (text) => void ($('replay-error').textContent = text);

async function onOpen(event) {
  event.preventDefault();
  const file = $('replay-file').files[0];
  if (!file) return say('Choose a replay file first.');
  // The upload is JSON ({"replay": TEXT}): its escapes count against the server's body limit too.
  if (file.size > host.maxBody()) return say(`${file.name} holds ${file.size} bytes; the server opens a replay of at most ${host.maxBody()} bytes`);
  await openReplayText(await file.text());
}

// Opens a replay's text as the viewer; the server's refusal shows under the lobby's form.
export async function openReplayText(text) {
  const { status, data } = await openReplay(text);
  if (status !== 201) return say(data.error);
  say('');
  host.setWarnings(data.warnings || []);
  await host.open(data.game);
}

// A link's replay (`#replay-text=` base64url of the file, as `simulate --report` writes
// its links to saved games: docs/simulate.md) opened as the viewer.
export async function openReplayLink(encoded) {
  let text;
  try {
    const bin = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    text = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
  } catch {
    return say('The link holds no replay (#replay-text= must be a replay file in base64url).');
  }
  await openReplayText(text);
}

const stepTo = (k) => travel(() => jump(host.table.game, k));

const button = (id, text, keys, to, disabled) =>
  el('button', { type: 'button', id, 'aria-keyshortcuts': keys, onclick: () => stepTo(to), ...(disabled ? { disabled: '' } : {}) }, text);

function goForm(at, last) {
  const input = el('input', { id: 'replay-to', type: 'number', min: 0, max: last, value: at });
  const form = el('form', { id: 'replay-go', 'aria-label': 'go to an action' },
    el('label', { for: 'replay-to' }, 'Go to action '), input, el('button', { type: 'submit' }, 'Go'));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    stepTo(Number(input.value));
  });
  return form;
}

// The viewer's toolbar: where the replay is, the steps, the seat it is seen as, saving.
export function viewerBar(view) {
  const at = view.travel.actions, last = at + view.travel.redo, other = view.seat === 1 ? 2 : 1;
  return [el('strong', { id: 'replay-at' }, `Replay: action ${at} of ${last}`),
    button('replay-start', 'Start (Home)', 'Home', 0, at === 0), button('replay-back', 'Back (Left)', 'ArrowLeft', at - 1, at === 0),
    button('replay-forward', 'Forward (Right)', 'ArrowRight', at + 1, at === last), button('replay-end', 'End (End)', 'End', last, at === last),
    goForm(at, last),
    el('button', { type: 'button', id: 'replay-seat', onclick: () => host.reopen(other) }, `See it as player ${other}`),
    saveButton(), ...host.warnings().map((w) => el('p', { class: 'hint' }, `Warning: ${w}`)),
    ...(view.travel.undo_used ? [el('p', { class: 'hint' }, 'This game was played with undo.')] : [])];
}

const keys = { ArrowLeft: 'replay-back', ArrowRight: 'replay-forward', Home: 'replay-start', End: 'replay-end' };

function onKey(e) {
  if (!host || !host.viewing() || $('table').hidden || !keys[e.key]) return;
  if (['INPUT', 'SELECT', 'TEXTAREA'].includes(document.activeElement?.tagName)) return;
  const b = $(keys[e.key]);
  if (!b || b.disabled) return;
  e.preventDefault();
  b.click();
}
