// The lobby in a real browser (issue 29, "Lobby: decks (library, mods, an uploaded deck
// file, shown with the checker's messages when it is wrong), rules variants, seed, the
// opponent (... MCTS with its budget ...)"; docs/play.md, "The lobby"). Playwright drives
// Debian's Chromium: a deck file that breaks the deck rules shows the checker's messages
// with their lines; a good one adds its deck to the lists; a game starts with it, a rules
// variant ticked and MCTS's budget set, and the server's summary says so. A screenshot of
// the lobby with the file's deck goes to OUT.
// Usage: node lobby_test.mjs CHROMIUM BASE_URL OUT
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const [executablePath, base, out] = process.argv.slice(2);
const fail = (why) => { console.log(`FAIL: ${why}`); process.exitCode = 1; };
const api = async (path) => (await fetch(`${base}${path}`)).json();
const scratch = mkdtempSync(join(tmpdir(), 'lobby-test-'));

// A legal deck of the starters' cards under a name of its own, "Upload Corp".
const good = readFileSync(new URL('../upload_corp.mc', import.meta.url), 'utf8');
// Line 4: too few resources; line 5: five copies of a card.
const bad = `deck "Broken" {
  business: "Kurzwel Dynamics"
  founder: "The Glass Man"
  resources: 4 "Affluent Customers"
  main: 5 "Nanoblood Adept"
}
`;

async function chooseDeckFile(page, name, text) {
  const file = join(scratch, name);
  writeFileSync(file, text);
  await page.setInputFiles('#deck-file', file);
}

async function refusedFile(page) {
  await chooseDeckFile(page, 'broken.mc', bad);
  await page.waitForSelector('#deck-file-status li');
  const said = await page.textContent('#deck-file-status');
  for (const want of ['decks.mc:4:3: error: the resource deck has 4 cards', 'decks.mc:5:9: error: 5 copies of "Nanoblood Adept"'])
    if (!said.includes(want)) fail(`the lobby's deck file messages '${said}' lack '${want}'`);
  if (await page.locator('#deck-a option[value="Broken"]').count()) fail('a deck file that does not check was offered');
  console.log(`  a broken deck file: ${said.split('\n')[0].slice(0, 120)}`);
}

async function startWithFile(page) {
  await chooseDeckFile(page, 'my_decks.mc', good);
  await page.waitForSelector('#deck-a optgroup.from-file option[value="Upload Corp"]', { state: 'attached' });
  if ((await page.inputValue('#deck-a')) !== 'Upload Corp') fail('the file\'s deck is not chosen for the player');
  const variants = (await api('/lobby')).variants;
  const variant = variants.find((v) => v !== 'standard');
  if ((await page.locator('#variant-list input[type=checkbox]').count()) !== variants.length)
    fail(`the lobby offers ${await page.locator('#variant-list input').count()} variant boxes for ${variants.length} variants`);
  await page.check(`#variant-list input[value="${variant}"]`);
  await page.selectOption('#opponent-kind', 'mcts');
  await page.fill('#mcts-iterations', '20');
  await page.fill('input[name=seed]', '4');
  await page.screenshot({ path: `${out}/browser_lobby_deck_file.png`, fullPage: true });
  await page.click('#new-game button[type=submit]');
  await page.waitForSelector('#status:not(:empty)');
  const game = Number(new URLSearchParams((await page.evaluate(() => location.hash)).slice(1)).get('game'));
  const summary = await api(`/games/${game}`);
  const want = { decks: ['Upload Corp', 'Corp Starter'], seats: ['human', 'mcts'], variants: [variant], mcts_iterations: 20, seed: 4 };
  for (const [k, v] of Object.entries(want))
    if (JSON.stringify(summary[k]) !== JSON.stringify(v)) fail(`the game's ${k} is ${JSON.stringify(summary[k])}, not ${JSON.stringify(v)}`);
  console.log(`  a game from the file's deck: ${JSON.stringify(want)}`);
  await fetch(`${base}/games/${game}`, { method: 'DELETE' });
}

const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  page.on('pageerror', (e) => fail(`the page threw: ${e.message}`));
  page.setDefaultTimeout(15000);
  await page.goto(`${base}/`);
  await page.waitForSelector('#deck-a option', { state: 'attached' });
  await page.selectOption('#deck-b', 'Corp Starter');
  await refusedFile(page);
  await startWithFile(page);
} finally {
  await browser.close();
}
if (!process.exitCode) console.log('ok: the lobby checks a deck file, and a game starts with its deck, a variant and a budget');
