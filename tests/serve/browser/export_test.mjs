// Export as a scenario and the sandbox in a real browser (issue 29, Test 1: "export, then
// `megacorp test` passes the file and fails it when one action is changed; start from a
// scenario and play a turn"; docs/play.md). Playwright (playwright-core) drives Debian's
// Chromium: the lobby's file input takes a malformed scenario (its checker message shows
// with its line) and then a good one; the game starts from its board; player 1 buys a card
// from the hand to a cell picked on the board and passes until the opponent's turn; "Export
// as scenario" downloads the game, which `megacorp test` passes, and fails with the buy's
// cell changed. A screenshot of the sandbox start goes to OUT.
// Usage: node export_test.mjs CHROMIUM BASE_URL OUT MEGACORP
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const [executablePath, base, out, megacorp] = process.argv.slice(2);
const fail = (why) => { console.log(`FAIL: ${why}`); process.exitCode = 1; };
const api = async (path) => (await fetch(`${base}${path}`)).json();
const settle = (page) => page.waitForFunction(() => !document.body.classList.contains('busy'));
const scratch = mkdtempSync(join(tmpdir(), 'export-test-'));

const board = `scenario "A sandbox start" {
  player Ana {
    money: 12
    network {
      "Kurzwel Dynamics" at 0,0
      "The Glass Man" at 1,0
    }
    hand { "Chrome Enforcer", "Nanoblood Adept" }
  }
  player Nicole {
    network { "Temple of the Quorum" at 0,0 }
    hand { "Gnost Acolyte" }
  }
  turn: Ana, buy
}
`;

// `megacorp test FILE`: its exit status and output.
function runTest(file) {
  try {
    return { status: 0, text: execFileSync(megacorp, ['test', file], { encoding: 'utf8' }) };
  } catch (e) {
    return { status: e.status, text: `${e.stdout}${e.stderr}` };
  }
}

async function chooseFile(page, name, text) {
  const file = join(scratch, name);
  writeFileSync(file, text);
  await page.setInputFiles('#scenario-file', file);
}

// The lobby refuses a malformed scenario with the checker's line and message.
async function malformed(page) {
  await chooseFile(page, 'typo.mc', board.replace('"Chrome Enforcer"', '"Chrome Enforcr"'));
  await page.click('#new-game button[type=submit]');
  await page.waitForFunction(() => document.getElementById('lobby-error').textContent !== '');
  const said = await page.textContent('#lobby-error');
  if (!said.includes('scenario.mc:8:12: error: unknown card "Chrome Enforcr"')) fail(`the lobby says '${said}'`);
  else console.log(`  refused in the lobby: ${said.split('\n')[0]}`);
}

// Player 1 buys "Nanoblood Adept" from the hand: the card, "Buy", then a cell on the board.
async function buyOnBoard(page, game) {
  const view = await api(`/games/${game}/view?seat=1`);
  const adept = view.players[0].hand.find((c) => c.name === 'Nanoblood Adept');
  if (!adept) return fail('the sandbox hand holds no "Nanoblood Adept"');
  await page.click(`#players [data-card="${adept.id}"]`);
  await page.locator('#options .option', { hasText: /^Buy/ }).first().click();
  await page.locator('#players [data-role="target"][data-cell^="1:"]').first().click();
  await settle(page);
  const log = await api(`/games/${game}/log?seat=1&from=0`);
  const bought = log.find((e) => e.player === 1 && e.action.includes('buys "Nanoblood Adept"'));
  if (!bought) fail(`the clicks bought nothing: ${JSON.stringify(log.map((e) => e.action))}`);
  else console.log(`  on the board: ${bought.action}`);
}

// Passes (the Pass button) until it is the other player's turn or player 1 decides in turn 6
// (an attack's blocks or retaliation decided first).
async function passTurn(page, game) {
  for (let i = 0; i < 40; ++i) {
    await settle(page);
    const view = await api(`/games/${game}/view?seat=1`);
    // Not while an attack waits for player 1's blocks or retaliation: the export refuses then.
    const deciding = await page.locator('#declare-block, #declare-retaliate').count();
    if (view.turn > 5 && !deciding) return console.log(`  turn 5 played; now turn ${view.turn}, ${view.phase}`);
    if (view.decider !== 1) { await page.waitForTimeout(50); continue; }
    if (await page.locator('#keep-hand, #declare-block, #declare-retaliate').count()) {
      await page.locator('#keep-hand, #declare-block, #declare-retaliate').first().click();
      continue;
    }
    await page.click('#pass');
  }
  fail('the turn did not end after 40 passes');
}

async function exportAndTest(page, game) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export-scenario')]);
  const file = join(scratch, download.suggestedFilename());
  await download.saveAs(file);
  const text = readFileSync(file, 'utf8');
  if (!text.includes('money: 12') || !text.includes('Ana buys "Nanoblood Adept" from her hand at ')) {
    return fail(`the export does not start from the board or lacks the buy:\n${text.slice(0, 600)}`);
  }
  const passed = runTest(file);
  if (passed.status !== 0 || !passed.text.includes('1 passed, 0 failed')) fail(`megacorp test on the export: ${passed.text}`);
  else console.log(`  exported ${download.suggestedFilename()}: megacorp test passes it`);
  // A cell ten rows away docks to nothing: the buy is refused, whatever the game did after it.
  const changed = text.replace(/(Ana buys "Nanoblood Adept" from her hand at )(-?\d+),(-?\d+)/, (m, p, x, y) => `${p}${x},${Number(y) + 10}`);
  if (changed === text) return fail('the buy could not be changed');
  writeFileSync(join(scratch, 'changed.mc'), changed);
  const failed = runTest(join(scratch, 'changed.mc'));
  if (failed.status !== 1) fail(`megacorp test passes the export with the buy's cell changed: ${failed.text}`);
  else console.log(`  with the buy's cell changed it fails: ${failed.text.split('\n').find((l) => l.includes('error')) || ''}`);
}

const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 }, acceptDownloads: true });
  page.on('pageerror', (e) => fail(`the page threw: ${e.message}`));
  page.setDefaultTimeout(15000);
  await page.goto(`${base}/`);
  await page.waitForSelector('#deck-a option', { state: 'attached' });
  await page.selectOption('#deck-a', 'Corp Starter');
  await page.selectOption('#deck-b', 'Gnost Starter');
  await page.selectOption('#opponent-kind', 'random');
  await page.fill('input[name=seed]', '3');
  await malformed(page);
  await chooseFile(page, 'sandbox.mc', board);
  await page.click('#new-game button[type=submit]');
  await page.waitForSelector('#status:not(:empty)');
  const game = Number(new URLSearchParams((await page.evaluate(() => location.hash)).slice(1)).get('game'));
  const heading = await page.textContent('#players .player.me h2');
  if (!heading.includes('Ana') || !heading.includes('money 12')) fail(`the sandbox table shows '${heading}'`);
  else console.log(`  the sandbox starts from the board: ${heading}`);
  await page.screenshot({ path: `${out}/browser_sandbox.png`, fullPage: true });
  await buyOnBoard(page, game);
  await passTurn(page, game);
  await exportAndTest(page, game);
} finally {
  await browser.close();
}
if (!process.exitCode) console.log('ok: the sandbox started from an uploaded scenario, a turn played, the export passes megacorp test');
