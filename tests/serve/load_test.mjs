// The server under load (issue 29, Test 3; docs/play.md, "The load test"), against a running
// `megacorp serve --port 0`, seeded and deterministic in what it sends:
// 1. 1,000 random request sequences (seeds 1..1000), valid and malformed: every endpoint,
//    bodies of the wrong kind, unknown keys, bad JSON, bad ids, seats, versions and action
//    texts, foreign Host and Origin, unknown paths and methods. Every answer must be HTTP
//    with a JSON body (the page's files and a saved replay excepted, by their type), no 5xx
//    (but 503 when the server holds its 16 games, which the sequences never reach: counted),
//    and each game touched must not be stopped (the session checks the engine's invariants
//    after every action: a broken one is a 500 and a stopped game). The server's resident
//    memory (VmRSS) is read every 50 sequences and must stay under BOUND_MIB.
// 2. 100 games of seat 1 (seeded random legal actions) against the random agent, 16 at once
//    in waves (the server's most), each freed when it ends: all must end (not stopped).
// Then the server must still answer and hold no game.
// Usage: node load_test.mjs MEGACORP [SEQUENCES] [GAMES]
import { readFileSync } from 'node:fs';
import { random, startServer, residentKiB, request, playAgainst, inWaves, median, percentile } from './load_lib.mjs';

const [megacorp, sequencesArg = '1000', gamesArg = '100'] = process.argv.slice(2);
const BOUND_MIB = 256;
const failures = [];
const fail = (why) => { if (failures.length < 30) console.log(`FAIL: ${why}`); failures.push(why); };

const server = await startServer(megacorp);
const lobby = (await request(server, 'GET', '/lobby')).json;
const deckNames = lobby.decks.map((d) => d.name);
const tally = { requests: 0, byStatus: new Map(), full: 0 };

// Checks one answer: HTTP with a status, JSON unless a page file or a replay, no 5xx.
function check(what, a) {
  tally.requests++;
  tally.byStatus.set(a.status, (tally.byStatus.get(a.status) || 0) + 1);
  const plain = a.type.startsWith('text/plain') || a.type.startsWith('text/html') || a.type.startsWith('text/css') ||
    a.type.startsWith('text/javascript') || a.type.startsWith('application/javascript');
  if (!plain && a.json === undefined) fail(`${what}: ${a.status} with a body that is not JSON: ${a.text.slice(0, 200)}`);
  if (a.status === 503 && /open games/.test(a.json?.error || '')) tally.full++;
  else if (a.status >= 500 || a.status < 200) fail(`${what}: ${a.status} ${a.text.slice(0, 300)}`);
  return a;
}

async function send(what, method, path, body, headers) {
  return check(`${what} (${method} ${path})`, await request(server, method, path, body, headers));
}

// Values of the wrong kind, for any key.
const junk = (r) => r.pick([null, true, -1, 0, 1, 2, 3, 1e30, 2 ** 53, -0.5, 'x', '', '1', [], [1, 2], {}, { a: 1 }, 'é'.repeat(50)]);
const anyId = (r, games) => (games.length && r.chance(0.75) ? r.pick(games) : r.pick([0, 999999, -3, 'abc', '1e3', '%00', '18446744073709551616']));
const anySeat = (r) => r.pick([1, 2, 1, 2, 0, 3, -1, 'x', '']);

// A body for POST /games: mostly valid, sometimes wrong in one or several ways.
function newGameBody(r) {
  const body = { decks: [r.pick(deckNames), r.pick(deckNames)], seats: r.pick([['human', 'random'], ['random', 'human'],
    ['human', 'human'], ['human', 'greedy'], ['human', 'mcts']]), seed: r.int(1000), max_turns: 1 + r.int(30) };
  if (body.seats.includes('mcts')) body.mcts_iterations = 1 + r.int(20);
  if (r.chance(0.3)) {
    const key = r.pick(['decks', 'seats', 'seed', 'max_turns', 'variants', 'mcts_iterations', 'colour']);
    body[key] = r.chance(0.5) ? junk(r) : r.pick([['No Such Deck', 'Corp Starter'], ['random', 'greedy'], ['nosuch'], 501, 1001]);
  }
  return body;
}

// A body for act and check: from the offered actions when it can, else anything.
async function actBody(r, game) {
  const listed = (await send('actions', 'GET', `/games/${game}/actions?seat=${r.pick([1, 2])}`)).json;
  const offers = listed?.actions || [];
  const version = listed?.version ?? 0;
  const a = offers.length ? r.pick(offers) : undefined;
  const seat = listed?.decider ?? 1;
  switch (r.int(8)) {
    case 0: case 1: case 2: return a ? { seat, version, id: a.id } : { seat, version, id: 0 };
    case 3: return a ? { seat, text: a.text } : { seat, text: 'pass p=1' };
    case 4: return { seat: anySeat(r), version: r.pick([version, version - 1, version + 1, -1]), id: r.pick([0, 1, 99999, -1, 'x']) };
    case 5: return { seat, text: r.pick(['sell card=23', 'buy p=1 card=999 net=1 at=0,0', 'bid p=1 v=-4', 'x'.repeat(999), '', 'pass', 'attack p=2']) };
    case 6: return { seat, version, id: a?.id ?? 0, text: 'pass p=1' };
    default: return r.pick([{}, { seat }, { version }, { id: 0 }, { seat: junk(r), version: junk(r), id: junk(r) }]);
  }
}

// A deck file of the server's cards, "Upload Corp" (POST /decks/check, "deck_file" of a new game).
const deckFile = readFileSync(new URL('./upload_corp.mc', import.meta.url), 'utf8');

// The steps a sequence is made of; each takes the generator and the sequence's games.
const steps = [
  async (r) => send('lobby', 'GET', '/lobby'),
  async (r) => send('list', 'GET', '/games'),
  async (r, games) => {
    const a = await send('new game', 'POST', '/games', newGameBody(r));
    if (a.status === 201) games.push(a.json.game);
  },
  async (r, games) => send('summary', 'GET', `/games/${anyId(r, games)}`),
  async (r, games) => send('view', 'GET', `/games/${anyId(r, games)}/view${r.pick(['?seat=1', '?seat=2', '?seat=3', '', '?seat=x', '?seat=1&seat=2', '?seat=1&x=1'])}`),
  async (r, games) => send('log', 'GET', `/games/${anyId(r, games)}/log?seat=${anySeat(r)}${r.pick(['', '&from=0', '&from=3', '&from=-1', '&from=x', '&from=99999'])}`),
  async (r, games) => { if (games.length) await send('act', 'POST', `/games/${r.pick(games)}/act`, await actBody(r, r.pick(games))); },
  async (r, games) => { if (games.length) await send('act', 'POST', `/games/${r.pick(games)}/act`, await actBody(r, r.pick(games))); },
  // A run of valid actions by whichever seat decides, so games reach later positions.
  async (r, games) => {
    if (!games.length) return;
    const game = r.pick(games);
    for (let i = r.int(40); i > 0; --i) {
      const s = (await send('summary', 'GET', `/games/${game}`)).json;
      if (!s || s.error || s.over || s.stopped || !s.decider) return;
      const listed = (await send('actions', 'GET', `/games/${game}/actions?seat=${s.decider}`)).json;
      const offers = listed.actions.filter((a) => a.kind !== 'concede');
      if (!offers.length) return;
      await send('act', 'POST', `/games/${game}/act`, { seat: s.decider, version: listed.version, id: r.pick(offers).id });
    }
  },
  async (r, games) => { if (games.length) await send('check', 'POST', `/games/${r.pick(games)}/check`, await actBody(r, r.pick(games))); },
  async (r, games) => send('undo', 'POST', `/games/${anyId(r, games)}/undo`, r.pick([{}, { version: r.int(5) }, { x: 1 }])),
  async (r, games) => send('redo', 'POST', `/games/${anyId(r, games)}/redo`, r.pick([{}, { version: r.int(5) }])),
  async (r, games) => send('jump', 'POST', `/games/${anyId(r, games)}/jump`, r.pick([{ to: 0 }, { to: r.int(8) }, { to: -1 }, { to: 'x' }, {}])),
  async (r, games) => {
    const saved = await send('replay', 'GET', `/games/${anyId(r, games)}/replay`);
    // A saved replay opened again (a game of people, or one over), or a damaged one.
    if (saved.status === 200) {
      const text = r.chance(0.5) ? saved.text : saved.text.replace(/\d/, '7').slice(0, saved.text.length - r.int(40));
      const opened = await send('open replay', 'POST', '/replays', { replay: text });
      if (opened.status === 201) games.push(opened.json.game);
    }
  },
  async (r) => send('open replay', 'POST', '/replays', r.pick([{ replay: 'megacorp-replay 2\nnonsense' }, { replay: 3 }, {}, { replay: '' }])),
  async (r, games) => {
    // The deck file whole, cut short, or not a file; a game with its deck when it checks.
    const text = r.chance(0.5) ? deckFile : deckFile.slice(0, r.int(deckFile.length));
    const checked = await send('check decks', 'POST', '/decks/check', r.pick([{ deck_file: text }, { deck_file: text }, { deck_file: 3 }, {}]));
    if (checked.status !== 200 || !r.chance(0.5)) return;
    const a = await send('new game', 'POST', '/games', { decks: ['Upload Corp', 'Corp Starter'], deck_file: text, seed: r.int(1000) });
    if (a.status === 201) games.push(a.json.game);
  },
  async (r, games) => send('delete', 'DELETE', `/games/${anyId(r, games)}`),
  async (r) => send('card', 'GET', r.pick(['/card?name=Neural%20Uplink', '/card?name=', '/card', '/card?name=%FF%FE', '/card?name=Nope'])),
  async (r) => send('page', 'GET', r.pick(['/', '/page/table.mjs', '/page/style.css', '/page/../../etc/passwd', '/page/nope.mjs'])),
  async (r) => send('unknown', r.pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']), r.pick(['/nope', '/games/1/nope', '/lobby', '/games/x/y/z',
    `/${'a'.repeat(3000)}`, '/games?' + Array.from({ length: 20 }, (_, i) => `k${i}=1`).join('&'), '/%zz', '//', '/games/1/act?seat=1'])),
  async (r) => send('bad json', 'POST', '/games', r.pick(['{', '[]', '"x"', 'null', '{"decks":', '{"decks": ["a"] }x', '{}', '\u0000',
    JSON.stringify({ decks: Array(20).fill('Corp Starter') }), '{"a":'.repeat(40) + '1' + '}'.repeat(40)])),
  async (r) => send('no json type', 'POST', '/games', JSON.stringify({ decks: ['Corp Starter', 'Gnost Starter'] }),
    { 'Content-Type': r.pick(['text/plain', 'application/x-www-form-urlencoded', '']) }),
  async (r) => send('foreign host', 'GET', '/lobby', undefined, { Host: r.pick(['evil.example:80', `localhost:${server.port + 1}`, '']) }),
  async (r) => send('foreign origin', 'POST', '/games', { decks: ['Corp Starter', 'Gnost Starter'] },
    { Origin: r.pick(['http://evil.example', 'null', `https://127.0.0.1:${server.port}`]) }),
];

// A game the sequence made or opened: not stopped (a broken invariant stops it).
async function checkGame(game) {
  const s = await send('summary', 'GET', `/games/${game}`);
  if (s.status === 200 && s.json.stopped) fail(`game ${game} stopped: ${s.json.stopped}`);
}

async function sequence(seed) {
  const r = random(seed);
  const games = [];
  const length = 4 + r.int(20);
  if (r.chance(0.8)) await steps[2](r, games);  // most sequences start a game
  for (let i = 0; i < length; ++i) await r.pick(steps)(r, games);
  for (const g of games) {
    await checkGame(g);
    await send('free', 'DELETE', `/games/${g}`);
  }
}

const started = Date.now();
let peak = residentKiB(server.proc.pid);
const startKiB = peak;
const sequences = Number(sequencesArg);
try {
  for (let s = 1; s <= sequences; ++s) {
    await sequence(s);
    if (s % 50 === 0) peak = Math.max(peak, residentKiB(server.proc.pid));
  }
  // Whatever a sequence left open (a game it made through a replay of a freed one).
  for (const g of (await send('list', 'GET', '/games')).json.games) await send('free', 'DELETE', `/games/${g.game}`);
  const statuses = [...tally.byStatus].sort((a, b) => a[0] - b[0]).map(([k, v]) => `${k}: ${v}`).join(', ');
  console.log(`${sequences} sequences, ${tally.requests} requests in ${((Date.now() - started) / 1000).toFixed(1)} s; answers ${statuses}; ${tally.full} refused as full`);

  const t = Date.now();
  const played = await inWaves(Number(gamesArg), 16, (i) =>
    playAgainst(server, { decks: [deckNames[i % deckNames.length], deckNames[(i + 1) % deckNames.length]], opponent: 'random', seed: i + 1 }));
  const trips = played.flatMap((g) => g.roundTrips);
  for (const g of played) if (!g.over || g.stopped) fail(`game ${g.game} did not end: over ${g.over}, stopped ${g.stopped}`);
  peak = Math.max(peak, residentKiB(server.proc.pid));
  console.log(`${played.length} games against the random agent, 16 at once: ${played.filter((g) => g.over).length} ended, ` +
    `${trips.length} actions in ${((Date.now() - t) / 1000).toFixed(1)} s; act round trip median ${median(trips).toFixed(2)} ms, ` +
    `90th percentile ${percentile(trips, 90).toFixed(2)} ms`);

  const after = await request(server, 'GET', '/games');
  if (after.status !== 200 || after.json.games.length) fail(`after the load the server answers ${after.status} ${after.text.slice(0, 200)}`);
  if (server.proc.exitCode !== null) fail(`the server exited with ${server.proc.exitCode}: ${server.stderr()}`);
  console.log(`resident memory: ${(startKiB / 1024).toFixed(1)} MiB at start, ${(peak / 1024).toFixed(1)} MiB at most (bound ${BOUND_MIB} MiB)`);
  if (peak > BOUND_MIB * 1024) fail(`the server's resident memory reached ${(peak / 1024).toFixed(1)} MiB, over ${BOUND_MIB} MiB`);
} catch (e) {
  fail(`the load stopped: ${e.stack || e}`);
} finally {
  server.proc.kill('SIGTERM');
}
if (failures.length) {
  console.log(`${failures.length} failure(s)`);
  process.exitCode = 1;
}
