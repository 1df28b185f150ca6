// Shared by the server's load test (load_test.mjs) and its bench (bench/serve_bench.mjs):
// starting `megacorp serve --port 0`, a small HTTP client (node:http, so that the Host and
// Origin headers, methods and raw bodies are the test's to choose), a seeded generator, the
// server's resident memory, and a game against an agent played by seeded random choices.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';

// mulberry32: a small seeded generator, so that every run sends the same requests.
export function random(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n) => Math.floor(next() * n);
  return { next, int, pick: (list) => list[int(list.length)], chance: (p) => next() < p };
}

// Starts the server; resolves to {proc, base, host, port} once it prints its address.
export function startServer(megacorp) {
  const proc = spawn(megacorp, ['serve', '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let err = '';
  proc.stderr.on('data', (d) => { err += d; });
  return new Promise((resolve, reject) => {
    let out = '';
    proc.stdout.on('data', (d) => {
      out += d;
      const m = /serving on (http:\/\/([^:]+):(\d+))/.exec(out);
      if (m) resolve({ proc, base: m[1], host: m[2], port: Number(m[3]), stderr: () => err });
    });
    proc.on('exit', (code) => reject(new Error(`megacorp serve exited with ${code} before serving: ${err}`)));
  });
}

// The server's resident memory in KiB (VmRSS of /proc/PID/status).
export function residentKiB(pid) {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) : NaN;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });

// One request; resolves to {status, type, text, json (undefined when not JSON), ms}.
// `headers` may replace Host and Origin; `body` is sent as it is (a string) or as JSON.
export function request(server, method, path, body, headers = {}) {
  const raw = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  const h = { Host: `${server.host}:${server.port}`, ...(raw !== undefined ? { 'Content-Type': 'application/json' } : {}), ...headers };
  if (raw !== undefined) h['Content-Length'] = Buffer.byteLength(raw);
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const req = http.request({ host: server.host, port: server.port, method, path, headers: h, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json;
        try { json = JSON.parse(text); } catch { json = undefined; }
        resolve({ status: res.statusCode, type: res.headers['content-type'] || '', text, json,
          ms: Number(process.hrtime.bigint() - started) / 1e6 });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    if (raw !== undefined) req.write(raw);
    req.end();
  });
}

// A game of seat 1 (seeded random legal actions, never of the kinds `avoid`) against `opponent`, played
// to its end and freed. Resolves to {game, actions, over, stopped, roundTrips (ms of each act),
// replies (ms of each act after which the agent moved: the round trip holds its reply)}.
export async function playAgainst(server, { decks, opponent, seed, mctsIterations, avoid = ['concede'] }) {
  const rng = random(seed * 7919 + 13);
  const body = { decks, seats: ['human', opponent], seed };
  if (mctsIterations) body.mcts_iterations = mctsIterations;
  const made = await request(server, 'POST', '/games', body);
  if (made.status !== 201) throw new Error(`POST /games answered ${made.status}: ${made.text}`);
  const game = made.json.game;
  const roundTrips = [], replies = [];
  let summary = made.json;
  for (let i = 0; i < 5000 && !summary.over && !summary.stopped; ++i) {
    const listed = await request(server, 'GET', `/games/${game}/actions?seat=1`);
    const offers = listed.json.actions.filter((a) => !avoid.includes(a.kind));
    // A bid is the lowest (a random one often leaves no money for the first turn).
    const a = offers.length && offers[0].kind === 'bid' ? offers[0] : rng.pick(offers.length ? offers : listed.json.actions);
    const acted = await request(server, 'POST', `/games/${game}/act`, { seat: 1, version: listed.json.version, id: a.id });
    if (acted.status !== 200) throw new Error(`game ${game}: act answered ${acted.status}: ${acted.text}`);
    roundTrips.push(acted.ms);
    if (acted.json.version > listed.json.version + 1) replies.push(acted.ms);
    summary = acted.json;
  }
  const freed = await request(server, 'DELETE', `/games/${game}`);
  if (freed.status !== 200) throw new Error(`game ${game}: DELETE answered ${freed.status}: ${freed.text}`);
  return { game, actions: roundTrips.length, over: summary.over, stopped: summary.stopped, roundTrips, replies };
}

// Runs `count` jobs with at most `width` at once (the server holds at most 16 open games).
export async function inWaves(count, width, job) {
  const results = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      results[i] = await job(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, count) }, worker));
  return results;
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};
export const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : NaN;
};
