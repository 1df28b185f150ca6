// The simulation report and the comparison page in a real browser (issue 32, item 5;
// docs/simulate.md, The HTML report and Comparing two runs). Playwright drives Debian's
// Chromium over file:// pages `megacorp simulate` writes: the card tables (each deck's own
// cards, the others apart, the thin marks), game length by pairing, each card's text on
// hover (the name's title, as `megacorp show` prints it, seen after hovering), the matrix
// tint (blue above 50%, red below, the numbers at a contrast of 4.5:1 or more), the agents
// with their ladder ratings, the links to saved games; then a comparison page (its method,
// its rows, a tint on exactly the differences whose interval excludes 0). Screenshots go
// to OUT. With BASE (a running `megacorp serve`), a game link of the report must open that
// server's replay viewer at the game's start.
// Usage: node report_test.mjs CHROMIUM MEGACORP OUT [BASE]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';

const [executablePath, megacorp, out, base] = process.argv.slice(2);
const fail = (why) => { console.log(`FAIL: ${why}`); process.exitCode = 1; };
const dir = mkdtempSync(join(tmpdir(), 'report-test-'));
const run = (...args) => execFileSync(megacorp, args, { encoding: 'utf8', cwd: dir, maxBuffer: 1 << 26 });

// Three decks, few games of the random and greedy agents: a second or two.
const decks = ['--deck', 'Corp Starter', '--deck', 'Gnost Starter', '--deck', 'Incarnate Starter'];
const figures = JSON.parse(run('simulate', ...decks, '--games', '40', '--seed', '5', '--format', 'json',
  '--report', 'report.html', '--save-games', 'games', '--viewer', base ? `${base}/` : ''));
const bJson = run('simulate', ...decks, '--games', '40', '--seed', '5', '--agent', 'greedy', '--format', 'json');
writeFileSync(join(dir, 'a.json'), JSON.stringify(figures));
writeFileSync(join(dir, 'b.json'), bJson);
const comparison = JSON.parse(run('simulate', '--compare', 'a.json', 'b.json', '--format', 'json', '--report', 'compare.html'));

// WCAG 2 contrast of two colours given as rgb()/#hex.
function rgb(colour) {
  const hex = colour.match(/^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i);
  if (hex) return hex.slice(1).map((h) => parseInt(h, 16));
  return colour.match(/\d+(\.\d+)?/g).slice(0, 3).map(Number);
}
function luminance(colour) {
  const [r, g, b] = rgb(colour).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a, b) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
};

async function checkTables(page) {
  const own = figures.cards.filter((c) => c.in_deck).map((c) => `${c.deck}/${c.card}`);
  const others = figures.cards.filter((c) => !c.in_deck).map((c) => `${c.deck}/${c.card}`);
  const rows = async (table) => page.$$eval(`${table} tbody tr`, (trs) => trs.map((tr) => `${tr.dataset.deck}/${tr.dataset.card}`));
  if (JSON.stringify(await rows('#cards')) !== JSON.stringify(own)) fail('table#cards does not list each deck\'s own cards in order');
  if (JSON.stringify(await rows('#cards-other')) !== JSON.stringify(others)) fail('table#cards-other does not list the other cards');
  if (!others.length) fail('the run bought no card from another deck\'s market: pick another seed');
  const thin = await page.$$eval('#cards tbody tr', (trs) => trs.map((tr) => tr.dataset.thin));
  const want = figures.cards.filter((c) => c.in_deck).map((c) => {
    const t = (r) => r.games < 30 || r.high95 - r.low95 > 0.30;
    return t(c.when_deployed) || t(c.when_not_deployed) ? '1' : '0';
  });
  if (JSON.stringify(thin) !== JSON.stringify(want)) fail('the thin marks are not the rows with n < 30 or an interval over 30 points');
  const cells = await page.$$eval('#cards tbody td.rate', (tds) => tds.map((td) => td.dataset.thin));
  const wantCells = figures.cards.filter((c) => c.in_deck).flatMap((c) => [c.when_deployed, c.when_not_deployed]
    .map((r) => (r.games < 30 || r.high95 - r.low95 > 0.30 ? '1' : '0')));
  if (JSON.stringify(cells) !== JSON.stringify(wantCells)) fail('the thin cells are not the rates with n < 30 or an interval over 30 points');
  if (!wantCells.includes('0') || !wantCells.includes('1')) fail('the run has no thin rate, or only thin ones: nothing is tested');
  if (!(await page.isVisible('#confounded'))) fail('no visible warning that deployed vs not is confounded');
  if (!(await page.textContent('#confounded')).includes('--importance')) fail('the warning does not point to --importance');
  const lengths = await page.$$eval('[data-mark="pair-length"]', (rs) => rs.map((r) => Number(r.dataset.mean)));
  if (JSON.stringify(lengths) !== JSON.stringify(figures.pairs.map((p) => p.turns.mean))) fail('game length by pairing differs from the figures');
  console.log(`  tables: ${own.length} own cards, ${others.length} from other markets, ${want.filter((w) => w === '1').length} thin rows, `
    + `${wantCells.filter((w) => w === '1').length} of ${wantCells.length} rates thin`);
}

async function checkHover(page) {
  for (const card of ['Kickback', 'Gnost Acolyte', 'Affluent Customers']) {
    const cell = page.locator(`#cards tr[data-card="${card}"] td[data-key="card"]`).first();
    await cell.hover();
    const title = await cell.getAttribute('title');
    const shown = run('show', card);
    if (title !== shown) fail(`hovering ${card} shows '${title}', not what show prints: '${shown}'`);
  }
  console.log('  hover: each card\'s text as show prints it');
}

async function checkTint(page) {
  const cells = await page.$$eval('g[data-mark="matrix-cell"]', (gs) => gs.map((g) => {
    const rect = g.previousElementSibling.previousElementSibling.previousElementSibling;
    const text = g.previousElementSibling.previousElementSibling;
    return { rate: Number(g.dataset.rate), games: Number(g.dataset.games), fill: rect.getAttribute('fill'),
      part: rect.dataset.part, ink: getComputedStyle(text).fill };
  }));
  if (cells.length !== 9) fail(`${cells.length} matrix cells, want 9 (6 pairings and 3 'all')`);
  let lowest = Infinity;
  for (const c of cells) {
    if (c.part !== 'tint') { fail('a matrix cell without its tint rectangle'); continue; }
    const [r, , b] = rgb(c.fill);
    if (c.games && c.rate > 0.5 && !(b > r)) fail(`a cell at ${c.rate} is not blue: ${c.fill}`);
    if (c.games && c.rate < 0.5 && !(r > b)) fail(`a cell at ${c.rate} is not red: ${c.fill}`);
    lowest = Math.min(lowest, contrast(c.fill, c.ink));
  }
  for (const rate of [0, 0.25, 0.5, 0.75, 1]) {
    const key = await page.$eval(`[data-mark="tint-key"][data-rate="${rate}"]`, (s) => getComputedStyle(s).backgroundColor);
    lowest = Math.min(lowest, contrast(key, 'rgb(31, 41, 51)'));
  }
  if (lowest < 4.5) fail(`the numbers on the tint have a contrast of ${lowest.toFixed(2)}:1, below 4.5:1`);
  console.log(`  tint: ${cells.length} cells, lowest contrast ${lowest.toFixed(2)}:1`);
}

async function checkHeaderAndGames(page, file) {
  const agent = await page.$eval('[data-mark="agent"]', (a) => [a.dataset.agent, a.dataset.rating]);
  if (agent[0] !== 'random' || agent[1] !== '0') fail(`the header names the agent ${agent}, want random rated 0`);
  const links = await page.$$eval('[data-mark="saved-game"] a:not([data-mark="watch"])', (as) => as.map((a) => a.getAttribute('href')));
  if (links.length !== 4) fail(`${links.length} saved games linked, want the longest and a loss of each of 3 decks`);
  for (const href of links) if (!existsSync(join(dirname(file), href))) fail(`the link ${href} names no saved game`);
  const longest = Math.max(...figures.games.flatMap((g) => g.turns));
  const first = await page.$eval('[data-mark="saved-game"]', (li) => Number(li.dataset.turns));
  if (first !== longest) fail(`the longest game linked has ${first} turns, the figures' longest ${longest}`);
  const watch = await page.locator('[data-mark="watch"]').count();
  if (watch !== (base ? links.length : 0)) fail(`${watch} viewer links, want ${base ? links.length : 0}`);
}

// The longest game's viewer link opens the server's replay viewer at its start.
async function checkViewerLink(page) {
  await page.click('[data-mark="saved-game"] [data-mark="watch"]');
  await page.waitForSelector('#replay-at', { timeout: 30000 });
  const at = await page.textContent('#replay-at');
  const m = at.match(/^Replay: action 0 of (\d+)$/);
  if (!m || Number(m[1]) < 1) fail(`the viewer link opened '${at}', not a replay at its start`);
  else console.log(`  the longest game's link opens the viewer: ${at}`);
  await page.screenshot({ path: `${out}/browser_report_viewer.png` });
}

async function checkComparison(page) {
  const method = await page.$eval('#compare-method', (p) => p.dataset.method);
  if (method !== 'paired' || comparison.method !== 'paired') fail(`the same seeds compared as ${method}, not paired`);
  const rows = await page.$$eval('[data-mark="compare-rate"]', (trs) => trs.map((tr) => ({
    label: tr.dataset.label, low: Number(tr.dataset.low), high: Number(tr.dataset.high),
    tinted: tr.querySelector('[data-key="difference"]').style.background !== '' })));
  if (rows.length !== comparison.rates.length) fail(`${rows.length} comparison rows, the JSON has ${comparison.rates.length}`);
  for (const r of rows) if (r.tinted !== (r.low > 0 || r.high < 0)) fail(`comparison row ${r.label}: tinted ${r.tinted}, interval [${r.low}, ${r.high}]`);
  const cards = await page.locator('[data-mark="compare-card"]').count();
  if (cards !== comparison.cards.length) fail(`${cards} card rows in the comparison, the JSON has ${comparison.cards.length}`);
  console.log(`  comparison: ${method}, ${rows.length} rates, ${cards} card rows`);
}

const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  const report = join(dir, 'report.html');
  await page.goto(`file://${report}`);
  await checkTables(page);
  await checkHover(page);
  await checkTint(page);
  await checkHeaderAndGames(page, report);
  await page.screenshot({ path: `${out}/browser_report.png`, fullPage: true });
  if (base) {
    await checkViewerLink(page);
    await page.goto(`file://${report}`);
  }
  await page.goto(`file://${join(dir, 'compare.html')}`);
  await checkComparison(page);
  await page.screenshot({ path: `${out}/browser_report_compare.png`, fullPage: true });
} finally {
  await browser.close();
}
if (!process.exitCode) console.log('ok: the report and the comparison page in Chromium');
