// The server's speed figures of issue 29 ("Performance"; docs/benchmarks.md, "The server"),
// against a `megacorp serve --port 0` it starts. Not a test: it prints, it checks nothing.
// 1. The page usable: the time from navigation to the lobby's first control enabled (the
//    deck lists filled from GET /lobby and Start enabled), in Debian's Chromium driven by the
//    browser test's Playwright (tests/serve/browser/node_modules), a fresh page each of N runs.
// 2. An agent's reply at its default budget: games of seat 1 (seeded random legal actions)
//    (never a sale: a random seller soon loses) against random, greedy and MCTS (100
//    iterations a decision); the round trip of each act
//    after which the agent moved (it holds the agent's reply, all its actions until seat 1
//    decides again).
// 3. 100 games against the random agent, 16 at once (the server's most) in waves, each freed
//    when it ends: the median round trip of an act.
// The load average (/proc/loadavg) is printed at the start and the end.
// Usage: node bench/serve_bench.mjs MEGACORP [CHROMIUM] [--runs N] [--agent-games N] [--games N]
import { readFileSync } from 'node:fs';
import { startServer, playAgainst, inWaves, median, percentile } from '../tests/serve/load_lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const [megacorp, chromiumPath] = args.filter((a, i) => !a.startsWith('--') && !(i > 0 && args[i - 1].startsWith('--')));
const runs = option('--runs', 10), agentGames = option('--agent-games', 20), games = option('--games', 100);
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const ms = (x) => `${x.toFixed(1)} ms`;

console.log(`serve_bench: load average at start ${load()} (1, 5, 15 min)`);
const server = await startServer(megacorp);
try {
  if (chromiumPath) {
    const playwright = new URL('../tests/serve/browser/node_modules/playwright-core/index.mjs', import.meta.url);
    const { chromium } = await import(playwright.href);
    const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
    const times = [];
    for (let i = 0; i < runs; ++i) {
      const page = await browser.newPage();
      const started = performance.now();
      await page.goto(`${server.base}/`);
      await page.waitForSelector('#deck-a option', { state: 'attached' });
      await page.waitForSelector('#new-game button[type=submit]:not([disabled])');
      times.push(performance.now() - started);
      await page.close();
    }
    await browser.close();
    console.log(`page usable: median ${ms(median(times))}, max ${ms(Math.max(...times))} over ${runs} navigations (a fresh page each)`);
  } else console.log('page usable: not measured (no Chromium given)');

  const decks = ['Corp Starter', 'Gnost Starter', 'Incarnate Starter'];
  for (const opponent of ['random', 'greedy', 'mcts']) {
    const played = [];
    for (let i = 0; i < agentGames; ++i)
      played.push(await playAgainst(server, { decks: [decks[i % 3], decks[(i + 1) % 3]], opponent, seed: i + 1, avoid: ['concede', 'sell'] }));
    const replies = played.flatMap((g) => g.replies);
    console.log(`agent reply, ${opponent}${opponent === 'mcts' ? ' (100 iterations a decision)' : ''}: median ${ms(median(replies))}, ` +
      `99th percentile ${ms(percentile(replies, 99))}, max ${ms(Math.max(...replies))} over ${replies.length} replies in ${agentGames} games (${median(played.map((g) => g.actions))} acts of seat 1 a game, median)`);
  }

  const started = performance.now();
  const played = await inWaves(games, 16, (i) =>
    playAgainst(server, { decks: [decks[i % 3], decks[Math.floor(i / 3) % 3]], opponent: 'random', seed: i + 1 }));
  const trips = played.flatMap((g) => g.roundTrips);
  console.log(`${games} games against the random agent, 16 at once: ${played.filter((g) => g.over).length} ended, ` +
    `${trips.length} acts in ${((performance.now() - started) / 1000).toFixed(1)} s; act round trip median ${trips.length ? median(trips).toFixed(2) : '-'} ms, ` +
    `90th percentile ${percentile(trips, 90).toFixed(2)} ms, max ${Math.max(...trips).toFixed(1)} ms`);
} finally {
  server.proc.kill('SIGTERM');
}
console.log(`serve_bench: load average at end ${load()} (1, 5, 15 min)`);
