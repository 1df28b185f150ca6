// Decks from a file in the lobby (docs/play.md, "Decks from a file"): the chosen file is
// checked by the server (POST /decks/check). Its decks join both deck lists, or the
// checker's messages show under it, each with its line and column. A game played with one
// of them sends the file's text with the new game, and its rematch sends it again.
import * as api from './api.mjs';
import { el } from './board.mjs';

const file = { text: null, names: new Set(), last: null };

function clear(selects, status) {
  for (const s of selects) s.querySelector('optgroup.from-file')?.remove();
  Object.assign(file, { text: null, names: new Set() });
  status.replaceChildren();
}

// The chosen file (if any) checked; its decks offered first in each list.
export async function readDeckFile(input, selects, status) {
  clear(selects, status);
  const chosen = input.files && input.files[0];
  if (!chosen) return;
  const text = await chosen.text();
  const { status: code, data } = await api.checkDecks(text);
  if (code !== 200) {
    const problems = data.problems && data.problems.length ? data.problems : [data.error];
    status.replaceChildren(el('p', {}, `${chosen.name} does not check:`),
      el('ul', { class: 'problems' }, ...problems.map((p) => el('li', {}, p))));
    return;
  }
  Object.assign(file, { text, names: new Set(data.decks.map((d) => d.name)) });
  for (const s of selects)
    s.prepend(el('optgroup', { label: `From ${chosen.name}`, class: 'from-file' },
      ...data.decks.map((d) => el('option', { value: d.name }, `${d.name} (${d.business}, ${d.founder})`))));
  selects[0].value = data.decks[0].name;
  status.replaceChildren(el('p', {}, `${chosen.name}: ${data.decks.map((d) => d.name).join(', ')}`));
}

// The new game's request, with the file's text when one of its decks is played.
export function withDeckFile(request) {
  file.last = file.text !== null && request.decks.some((d) => file.names.has(d)) ? file.text : null;
  return file.last === null ? request : { ...request, deck_file: file.last };
}

// A rematch plays the same decks: the same file's text as the game it follows.
export const sameDecks = (request) => (file.last === null ? request : { ...request, deck_file: file.last });
