// Time travel, hot-seat and the replay viewer in a real browser (docs/play.md, "Time travel,
// hot-seat and replays"; issue 29, Test 1's undo and redo, open a replay and step). Playwright
// (playwright-core) drives Debian's Chromium:
//   1. a hot-seat game from the lobby (two people): after each action that passes the
//      decision to the other seat, the hand-over screen hides the table (no card of the last
//      seat's hand is on screen) until the next person confirms, then that seat's hand shows;
//   2. undo and redo by button and by keyboard (Ctrl+Z, Ctrl+Y) give back the same position,
//      a click on a log entry jumps to it, a new action after an undo marks the game;
//   3. Save as a replay downloads a file that `megacorp replay` passes;
//   4. a replay (from `megacorp play --save-game`) opened in the lobby is stepped forward, back,
//      to the end and to an action (buttons, keys, the number form), the board and the log
//      agreeing with the API at every step; a file that is not a replay is refused naming its line.
// Screenshots of the viewer and the hand-over screen go to OUT.
// Usage: node travel_test.mjs CHROMIUM BASE_URL OUT MEGACORP
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const [executablePath, base, out, megacorp] = process.argv.slice(2);
const scratch = mkdtempSync(join(tmpdir(), 'megacorp-travel-'));
const fail = (why) => { console.log(`FAIL: ${why}`); process.exitCode = 1; };
const api = async (path) => (await fetch(`${base}${path}`)).json();
const settle = (page) => page.waitForFunction(() => !document.body.classList.contains('busy'));
const hashOf = async (page) => new URLSearchParams((await page.evaluate(() => location.hash)).slice(1));
const without = (v) => { const c = structuredClone(v); delete c.version; delete c.travel; return c; };
const same = (a, b) => JSON.stringify(without(a)) === JSON.stringify(without(b));

// The table drawn for `seat` at the game's current version.
async function drawn(page, game, seat) {
  await settle(page);
  const { version } = await api(`/games/${game}`);
  await page.waitForFunction(([v, s]) => document.getElementById('table').dataset.version === String(v) &&
    location.hash.includes(`seat=${s}`) && !document.getElementById('table').hidden, [version, seat]);
}

// The hand-over screen: shown, the table hidden, no card of `from`'s hand on the screen.
async function handOver(page, game, from, to, shot) {
  await page.waitForSelector('#handover:not([hidden])');
  const title = await page.textContent('#handover-title');
  if (title !== `Pass to player ${to}`) fail(`the hand-over screen says '${title}'`);
  if (await page.isVisible('#players')) fail('the hands are on screen behind the hand-over screen');
  const shown = await page.evaluate(() => document.body.innerText);
  for (const c of (await api(`/games/${game}/view?seat=${from}`)).players[from - 1].hand || [])
    if (shown.includes(c.name)) fail(`the hand-over screen shows "${c.name}" of player ${from}'s hand`);
  if (shot) await page.screenshot({ path: `${out}/browser_handover.png` });
  await page.keyboard.press('Enter');  // the confirm button has the focus
  await drawn(page, game, to);
  const hand = (await api(`/games/${game}/view?seat=${to}`)).players[to - 1].hand || [];
  if (hand.length && !(await page.locator('#players').innerText()).includes(hand[0].name))
    fail(`player ${to}'s hand is not shown after the hand-over`);
}

// Takes one action with the decision controls (bid, keep, pass) as the seat that decides;
// hands over when the decision moves to the other person.
async function step(page, game, handovers) {
  const before = await api(`/games/${game}/view?seat=1`);
  const seat = before.decider;
  await drawn(page, game, seat);
  if (await page.locator('#bid-form').count()) {
    await page.fill('#bid-value', String(seat === 1 ? 1 : 0));
    await page.click('#bid-form button[type=submit]');
  } else if (await page.locator('#keep-hand').count()) await page.click('#keep-hand');
  else if (await page.locator('#pass').count()) await page.click('#pass');
  else {  // a decision on the board: its card or cell, then its first option
    const kinds = (await api(`/games/${game}/actions?seat=${seat}`)).actions.map((a) => a.kind);
    if (!(await page.locator('#players [data-role="offered"]').count())) fail(`player ${seat}: nothing to click for ${kinds}`);
    await page.locator('#players [data-role="offered"]').first().click();
    const bottom = page.locator('#options .option', { hasText: /^Put at the bottom/ });
    if (await bottom.count()) await bottom.click();
    else await page.locator('#options .option:not(.cancel)').first().click();
  }
  await settle(page);
  const after = await api(`/games/${game}/view?seat=1`);
  if (after.decider && after.decider !== seat) await handOver(page, game, seat, after.decider, handovers++ === 2);
  return handovers;
}

async function hotSeat(page) {
  await page.goto(`${base}/`);
  await page.waitForSelector('#deck-a option', { state: 'attached' });
  await page.selectOption('#deck-a', 'Corp Starter');
  await page.selectOption('#deck-b', 'Gnost Starter');
  await page.selectOption('#opponent-kind', 'human');
  await page.fill('input[name=seed]', '4');
  await page.click('#new-game button[type=submit]');
  await page.waitForSelector('#status:not(:empty)');
  const game = Number((await hashOf(page)).get('game'));
  const summary = await api(`/games/${game}`);
  if (summary.seats.join() !== 'human,human') fail(`the lobby made seats ${summary.seats}`);
  let handovers = 0;
  for (let i = 0; i < 14; ++i) handovers = await step(page, game, handovers);
  if (handovers < 3) fail(`only ${handovers} hand-overs in 14 actions`);
  else console.log(`hot-seat: 14 actions, ${handovers} hand-overs, no hand shown to the other seat`);
  return game;
}

// The seat that decides, after a travel that may hand over.
async function afterTravel(page, game, from) {
  await settle(page);
  const v = await api(`/games/${game}/view?seat=1`);
  if (v.decider && v.decider !== from && await page.isVisible('#handover')) await handOver(page, game, from, v.decider, false);
  return v.decider;
}

async function undoRedo(page, game) {
  const seat = (await api(`/games/${game}/view?seat=1`)).decider;
  await drawn(page, game, seat);
  const start = await api(`/games/${game}/view?seat=1`);
  const n = start.travel.actions;
  await page.click('#undo');
  let now = await afterTravel(page, game, seat);
  let v = await api(`/games/${game}/view?seat=1`);
  if (v.travel.actions !== n - 1 || v.travel.redo !== 1) fail(`undo left ${JSON.stringify(v.travel)}`);
  if ((await page.locator('#log > li').count()) !== n - 1) fail('the log was not cut by the undo');
  await drawn(page, game, now);
  await page.keyboard.press('Control+z');
  now = await afterTravel(page, game, now);
  await drawn(page, game, now);
  await page.keyboard.press('Control+y');
  now = await afterTravel(page, game, now);
  await drawn(page, game, now);
  await page.click('#redo');
  now = await afterTravel(page, game, now);
  v = await api(`/games/${game}/view?seat=1`);
  if (!same(v, start) || v.travel.redo !== 0) fail('undo, undo, redo, redo did not give back the position');
  else console.log(`undo and redo: by button and by Ctrl+Z, Ctrl+Y, back to the position after ${n} actions`);
  await drawn(page, game, now);
  await saveReplay(page, game, 'hot-seat.replay');
  await page.click('#log button.jump[data-position="3"]');
  now = await afterTravel(page, game, now);
  v = await api(`/games/${game}/view?seat=1`);
  if (v.travel.actions !== 3 || v.travel.redo !== n - 3) fail(`the log's entry 3 jumped to ${JSON.stringify(v.travel)}`);
  else console.log('a click on the log\'s third entry jumped to the position after it');
  return now;
}

async function saveReplay(page, game, name) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save-replay')]);
  const path = join(scratch, name);
  await download.saveAs(path);
  const text = readFileSync(path, 'utf8');
  try {
    const said = execFileSync(megacorp, ['replay', path], { encoding: 'utf8' }).trim();
    console.log(`saved ${download.suggestedFilename()}: megacorp replay says '${said.replace(path, name)}'`);
  } catch (e) {
    fail(`megacorp replay refused the saved file: ${e.stderr}`);
  }
  return text;
}

// After the jump back: another action than the one undone (a concession) drops the redo
// list; the saved file says `undo used`.
async function undoUsed(page, game, seat) {
  await drawn(page, game, seat);
  const before = await api(`/games/${game}/view?seat=1`);
  await page.click('#concede');
  await settle(page);
  const v = await api(`/games/${game}/view?seat=1`);
  if (v.travel.redo !== 0 || !v.travel.undo_used) fail(`a new action after a jump left ${JSON.stringify(v.travel)} (was ${JSON.stringify(before.travel)})`);
  await drawn(page, game, seat);
  if (!(await saveReplay(page, game, 'edited.replay')).includes('\nundo used\n')) fail('the saved file does not say `undo used`');
}

// The viewer's table at action k agrees with the API: position, status line, log length.
async function checkStep(page, game, k, last) {
  await settle(page);
  await page.waitForFunction((t) => document.getElementById('replay-at')?.textContent === t, `Replay: action ${k} of ${last}`);
  const v = await api(`/games/${game}/view?seat=1`);
  if (v.travel.actions !== k) fail(`the viewer shows action ${k}, the game is at ${v.travel.actions}`);
  await page.waitForFunction((ver) => document.getElementById('table').dataset.version === String(ver), v.version);
  const entries = await page.locator('#log > li').count();
  if (entries !== k) fail(`at action ${k} the log has ${entries} entries`);
  const status = await page.textContent('#status');
  if (!status.startsWith(v.over ? 'Game over' : `Turn ${v.turn} · ${v.phase}`)) fail(`at action ${k} the status is '${status}'`);
}

async function viewer(page) {
  const file = join(scratch, 'greedy.replay');
  execFileSync(megacorp, ['play', '--seed', '3', '--agent', 'greedy', '--save-game', file, 'Corp Starter', 'Gnost Starter']);
  const junk = join(scratch, 'junk.replay');
  writeFileSync(junk, 'not a replay\n');
  await page.goto(`${base}/`);
  await page.waitForSelector('#deck-a option', { state: 'attached' });
  await page.setInputFiles('#replay-file', junk);
  await page.click('#open-replay button[type=submit]');
  await page.waitForFunction(() => document.getElementById('replay-error').textContent.includes('line 1:'));
  console.log(`a file that is not a replay: '${await page.textContent('#replay-error')}'`);
  await page.setInputFiles('#replay-file', file);
  await page.click('#open-replay button[type=submit]');
  await page.waitForSelector('#replay-at');
  const game = Number((await hashOf(page)).get('game'));
  const last = (await api(`/games/${game}`)).travel.redo;
  await checkStep(page, game, 0, last);
  await page.screenshot({ path: `${out}/browser_replay_start.png`, fullPage: true });
  await page.click('#replay-forward');
  await checkStep(page, game, 1, last);
  for (let k = 2; k <= 4; ++k) { await page.keyboard.press('ArrowRight'); await checkStep(page, game, k, last); }
  await page.keyboard.press('ArrowLeft');
  await checkStep(page, game, 3, last);
  const mid = Math.floor(last * 0.6);
  await page.fill('#replay-to', String(mid));
  await page.click('#replay-go button[type=submit]');
  await checkStep(page, game, mid, last);
  await page.screenshot({ path: `${out}/browser_replay.png`, fullPage: true });
  await page.click('#replay-back');
  await checkStep(page, game, mid - 1, last);
  await page.keyboard.press('End');
  await checkStep(page, game, last, last);
  await page.click('#replay-seat');
  await page.waitForFunction(() => location.hash.includes('seat=2'));
  await checkStep(page, game, last, last);
  await page.keyboard.press('Home');
  await checkStep(page, game, 0, last);
  console.log(`replay viewer: ${last} actions stepped by button, keys and the number form, the board and log agreeing at each`);
}

const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
const started = Date.now();
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 }, acceptDownloads: true });
  page.on('pageerror', (e) => fail(`the page threw: ${e.message}`));
  page.setDefaultTimeout(15000);
  const game = await hotSeat(page);
  const seat = await undoRedo(page, game);
  await undoUsed(page, game, seat);
  await viewer(page);
  console.log(`travel test: ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (e) {
  fail(e.stack);
} finally {
  await browser.close();
}
