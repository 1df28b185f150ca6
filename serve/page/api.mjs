// The server's JSON API (docs/play.md, "The endpoints"): one function per call the table
// makes. Each answers {status, data}; an error's data is {error: "..."}.
export async function call(method, path, body) {
  const init = { method, headers: {} };
  if (body !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const res = await fetch(path, init);
  let data;
  try {
    data = await res.json();
  } catch {
    data = { error: `the answer (${res.status}) is not JSON` };
  }
  return { status: res.status, data };
}

export const lobby = () => call('GET', '/lobby');
export const newGame = (request) => call('POST', '/games', request);
export const view = (game, seat) => call('GET', `/games/${game}/view?seat=${seat}`);
export const actions = (game, seat) => call('GET', `/games/${game}/actions?seat=${seat}`);
export const act = (game, seat, version, id) => call('POST', `/games/${game}/act`, { seat, version, id });
export const log = (game, seat, from) => call('GET', `/games/${game}/log?seat=${seat}&from=${from}`);
export const actText = (game, seat, text) => call('POST', `/games/${game}/act`, { seat, text });
export const summary = (game) => call('GET', `/games/${game}`);
export const card = (name) => call('GET', `/card?name=${encodeURIComponent(name)}`);
export const checkDecks = (text) => call('POST', '/decks/check', { deck_file: text });
