// The browser table by keyboard alone, and axe-core (issue 29, Test 1: "play a turn with the
// keyboard alone (every control reachable and labelled; axe-core finds no serious
// violation)"; docs/play.md, "Accessibility"). Playwright drives Debian's Chromium; axe-core
// (pinned in package-lock.json) is loaded into the page from node_modules, no network.
// 1. The lobby: the time from navigation to its first control enabled is printed (the bench
//    figure of docs/benchmarks.md, "The server"); axe-core on it.
// 2. A game against the random agent started and played by keys only (Tab, Shift+Tab, typing,
//    Enter; no click, no focus set by the test): the bid, keeping the hand, then player 1's
//    whole first turn, a buy chosen on the board by keys (its card, its verb, its cell) and
//    passes. At each decision and cell pick every visible control must be reached by Tab
//    and have a name, and axe-core must find nothing serious.
// 3. axe-core on the mid-game table (with a card's text in the panel) and on the game-over
//    screen (the game conceded by keys). Any violation of impact serious or critical fails.
// Usage: node a11y_test.mjs CHROMIUM BASE_URL OUT
import { chromium } from 'playwright-core';
import { fileURLToPath } from 'node:url';

const [executablePath, base, out] = process.argv.slice(2);
const axePath = fileURLToPath(new URL('./node_modules/axe-core/axe.min.js', import.meta.url));
const fail = (why) => { console.log(`FAIL: ${why}`); process.exitCode = 1; };
const api = async (path) => (await fetch(`${base}${path}`)).json();
const settle = (page) => page.waitForFunction(() => !document.body.classList.contains('busy'));

// axe-core's violations of impact serious or critical on the page as it is now.
async function axe(page, where, quiet = false) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  const bad = result.violations.filter((v) => ['serious', 'critical'].includes(v.impact));
  for (const v of bad)
    fail(`axe-core on ${where}: ${v.impact} ${v.id} (${v.help}) at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('; ')}`);
  const minor = result.violations.filter((v) => !bad.includes(v)).map((v) => `${v.impact} ${v.id}`);
  if (!quiet) console.log(`axe-core on ${where}: ${bad.length} serious or critical violation(s)${minor.length ? `; others: ${minor.join(', ')}` : ''}`);
}

// Every visible, enabled control of the page: its description, and its accessible name
// (aria-label, aria-labelledby, a label, or its text); marks each with data-a11y=N.
const controls = (page) => page.evaluate(() => {
  const visible = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
  const all = [...document.querySelectorAll('button, input, select, textarea, a[href], [tabindex]')]
    .filter((e) => visible(e) && !e.disabled && e.tabIndex >= 0);
  return all.map((e, i) => {
    e.dataset.a11y = String(i);
    const byIds = (e.getAttribute('aria-labelledby') || '').split(' ').map((id) => document.getElementById(id)?.textContent || '').join(' ');
    const name = (e.getAttribute('aria-label') || byIds || [...(e.labels || [])].map((l) => l.textContent).join(' ') ||
      e.textContent || e.getAttribute('title') || '').trim();
    return { i, what: `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''} '${(e.textContent || '').trim().slice(0, 30)}'`, name };
  });
});

// Tabs through the page (at most twice round): every control must take the focus and have a
// name. Returns how many Tab presses a full round took.
async function everyControlReached(page, where) {
  const list = await controls(page);
  for (const c of list) if (!c.name) fail(`${where}: ${c.what} has no accessible name`);
  const seen = new Set();
  for (let i = 0; i < 2 * list.length + 4 && seen.size < list.length; ++i) {
    await page.keyboard.press('Tab');
    const n = await page.evaluate(() => document.activeElement?.dataset?.a11y);
    if (n !== undefined) seen.add(Number(n));
  }
  for (const c of list) if (!seen.has(c.i)) fail(`${where}: ${c.what} is not reached by Tab`);
  return list.length;
}

// Presses Tab until the focus is on `selector` (fails when a round of the page passes first).
async function tabTo(page, selector, why) {
  const count = await page.evaluate(() => document.querySelectorAll('button, input, select, a[href], [tabindex]').length);
  for (let i = 0; i < count + 4; ++i) {
    if (await page.evaluate((s) => document.activeElement?.matches(s), selector)) return true;
    await page.keyboard.press('Tab');
  }
  fail(`Tab never reaches ${selector} (${why})`);
  return false;
}

async function key(page, selector, why, k = 'Enter') {
  await settle(page);
  if (await tabTo(page, selector, why)) await page.keyboard.press(k);
  await settle(page);
}

// The lobby by keys: the opponent (the random agent, by arrow keys in its list), Start.
async function lobbyByKeys(page) {
  await tabTo(page, '#opponent-kind', 'the opponent');
  const options = await page.locator('#opponent-kind option').evaluateAll((os) => os.map((o) => o.value));
  const at = await page.evaluate(() => document.getElementById('opponent-kind').selectedIndex);
  const want = options.indexOf('random');
  for (let i = at; i !== want; i += Math.sign(want - at)) await page.keyboard.press(want > at ? 'ArrowDown' : 'ArrowUp');
  if ((await page.inputValue('#opponent-kind')) !== 'random') fail('the arrow keys did not choose the random agent');
  await key(page, '#new-game button[type=submit]', 'Start');
  await page.waitForSelector('#status:not(:empty)');
  return Number(new URLSearchParams((await page.evaluate(() => location.hash)).slice(1)).get('game'));
}

// An offer chosen on the board by keys: its card, its verb (matching `verb`), its cell.
async function buyByKeys(page, a, verb) {
  await key(page, `#players [data-card="${a.card}"]`, `the card of '${a.label}'`);
  // The verb: the first option whose text matches (marked for the selector).
  await page.evaluate((v) => [...document.querySelectorAll('#options .option')].find((o) => new RegExp(v).test(o.textContent))
    ?.setAttribute('data-verb', 'this'), verb.source);
  if (await page.locator('#options [data-verb="this"]').count()) await key(page, '#options [data-verb="this"]', `the verb ${verb}`);
  if (!a.cell) return;
  await everyControlReached(page, `the cell pick of '${a.label}'`);
  await axe(page, `the cell pick of '${a.label}'`, true);
  const cell = `#players [data-role="target"][data-cell="${a.cell.player}:${a.cell.x},${a.cell.y}"]`;
  if (await page.locator(cell).count()) await key(page, cell, 'the cell');
}

// One decision of player 1 by keys; what was done, for the report.
async function decideByKeys(page, game, view) {
  if (await page.locator('#bid-form').count()) {
    await tabTo(page, '#bid-value', 'the bid');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('1');
    await page.keyboard.press('Enter');
    return 'a bid typed';
  }
  if (await page.locator('#keep-hand').count()) return (await key(page, '#keep-hand', 'keep the hand')), 'keep the hand';
  for (const id of ['#declare-block', '#declare-retaliate', '#decline'])
    if (await page.locator(id).count()) return (await key(page, id, id)), id;
  const { actions } = await api(`/games/${game}/actions?seat=1`);
  // A buy (from the hand, or the revealed resource) to a cell of player 1 that leaves money.
  const money = view.players[0].money;
  const cards = new Map([...(view.players[0].hand || []), ...(view.revealed ? [view.revealed] : [])].map((c) => [c.id, c]));
  const buy = actions.find((a) => ['buy', 'buy_revealed'].includes(a.kind) && a.cell && a.cell.player === 1 &&
    (cards.get(a.card)?.cost?.money ?? money) < money - 2);
  if (buy) {
    const from = (await api(`/games/${game}/log?seat=1&from=0`)).length;
    await buyByKeys(page, buy, /^Buy/);
    const [first] = (await api(`/games/${game}/log?seat=1&from=${from}`)).filter((e) => e.player === 1).map((e) => e.action);
    if (first !== buy.label) fail(`the keys for '${buy.label}' took '${first}'`);
    return `${buy.label} (by keys)`;
  }
  const bottom = actions.find((a) => a.kind === 'bottom_revealed');
  if (bottom) return (await buyByKeys(page, { ...bottom, card: view.revealed.id }, /^Put at the bottom/)), `${bottom.label} (by keys)`;
  if (await page.locator('#pass').count()) return (await key(page, '#pass', 'pass')), 'pass';
  if (await page.locator('#accept').count()) return (await key(page, '#accept', 'yes')), 'yes';
  fail(`no control for the offers ${actions.map((a) => a.text).join('; ')}`);
  return null;
}

// Player 1's decisions by keys until player 1 has finished a whole turn of its own.
async function turnByKeys(page, game) {
  let ownTurn = 0, decisions = 0, checked = 0;
  for (let i = 0; i < 200; ++i) {
    await settle(page);
    const view = await api(`/games/${game}/view?seat=1`);
    if (view.over) return fail(`the game ended before a turn was played: ${view.over.reason}`);
    if (ownTurn && view.turn > ownTurn) return console.log(`keyboard: player 1 played turn ${ownTurn} in ${decisions} decisions by keys; ${checked} controls checked; axe-core at each decision and cell pick`);
    if (view.decider !== 1) { await page.waitForTimeout(50); continue; }
    if (view.active === 1 && !ownTurn) ownTurn = view.turn;
    checked += await everyControlReached(page, `decision ${decisions + 1} (${view.phase})`);
    await axe(page, `decision ${decisions + 1} (${view.phase})`, true);
    const did = await decideByKeys(page, game, view);
    if (!did) return;
    if (did.includes('(by keys)')) console.log(`keyboard: ${did}`);
    ++decisions;
  }
  fail('player 1 did not finish a turn in 200 decisions');
}

const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 }, bypassCSP: true });  // axe-core is injected inline
  page.on('pageerror', (e) => fail(`the page threw: ${e.message}`));
  page.setDefaultTimeout(15000);
  const started = Date.now();
  await page.goto(`${base}/`);
  await page.waitForSelector('#new-game button[type=submit]:not([disabled])');
  await page.waitForSelector('#deck-a option', { state: 'attached' });
  const usable = Date.now() - started;
  console.log(`page usable: ${usable} ms from navigation to the lobby's decks listed and Start enabled`);
  await everyControlReached(page, 'the lobby');
  await axe(page, 'the lobby');
  const game = await lobbyByKeys(page);
  await turnByKeys(page, game);
  await settle(page);
  // A card's text in the panel, by focus reached with Tab.
  await tabTo(page, '#players .me [data-name]', 'a card of player 1');
  await page.waitForFunction(() => document.querySelector('#card-info h2'));
  await page.screenshot({ path: `${out}/a11y_table.png`, fullPage: true });
  await axe(page, 'a mid-game table');
  for (let i = 0; i < 100 && (await api(`/games/${game}/view?seat=1`)).decider !== 1; ++i) await page.waitForTimeout(50);
  await key(page, '#concede', 'concede');
  await page.waitForSelector('#game-over:not([hidden]) #rematch');
  await axe(page, 'the game-over screen');
  // Freed: the tests after this one share the server and its 16 open games.
  const freed = await fetch(`${base}/games/${game}`, { method: 'DELETE' });
  if (freed.status !== 200) fail(`DELETE /games/${game} answered ${freed.status}`);
} finally {
  await browser.close();
}
