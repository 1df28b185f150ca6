// The browser table in a real browser (issue 29, Test 1, as far as the table goes; docs/play.md,
// "The real-browser test"): Playwright (playwright-core, pinned in package-lock.json) drives
// Debian's Chromium through a whole game against the random agent, started from the lobby.
// Each action is chosen by clicking the card, cell or player it concerns and then an option
// the board offers (a verb, then a target or a cell on the board, a trait), or with the
// control of a decision about no card (the bid form, mulligan or keep under the hand, the
// blockers picked on the board then declared, the split form, yes or no, pass). No step
// clicks an entry of a list of all actions: the page's list of leftover offers
// (#other-options) must stay empty. It must cover a bid, a mulligan, a buy to a chosen cell,
// an attack with a block, an event with a target, an activated ability and an illegal
// attempt whose refusal shows with its rule (and a damage split and card text's question when
// the game offers them: reported). Screenshots of the lobby and a mid-game table go to OUT.
// Usage: node play_test.mjs CHROMIUM BASE_URL OUT [SEED] [YOUR_DECK] [THEIR_DECK] [ALSO] [BUT_NOT]
// ALSO: what else the game must cover, BUT_NOT: what it need not, each a comma-separated list
// of the names the test prints (`a damage split in the form`).
import { chromium } from 'playwright-core';

const [executablePath, base, out, seedArg, deckA, deckB, also = '', butNot = ''] = process.argv.slice(2);
const seed = seedArg || '1';
const covered = new Map();  // what the game covered: name -> how it was done
const cover = (what, how) => covered.has(what) || covered.set(what, how);
const fail = (why) => { console.log(`FAIL: ${why}`); process.exitCode = 1; };

// What the API says of the game (read only: every action goes through the page).
const api = async (path) => (await fetch(`${base}${path}`)).json();

// Waits until the page has drawn the answer to its last request.
const settle = (page) => page.waitForFunction(() => !document.body.classList.contains('busy'));

// The version the table last drew (data-version of #table): it changes when an action goes.
const version = async (page) => page.evaluate(() => document.getElementById('table').dataset.version);

async function clickRole(page, role) {
  await settle(page);
  const spot = page.locator(`#players [data-role="${role}"]`).first();
  if (!(await spot.count())) return false;
  await spot.click();
  return true;
}

// Which offer this player takes on the board (read from the API; taken by clicks): an
// ability, an event, an attack, then what it can afford to buy, then the rest; never a sale,
// and no production (it engages the characters that would attack).
const rank = ['activate', 'play', 'attack', 'choose', 'choose_cell', 'choose_player', 'pay_upkeep', 'buy_revealed', 'buy',
  'bottom_revealed', 'decline_upkeep'];

function cardsOf(view) {
  const all = new Map();
  for (const p of view.players) for (const c of [...(p.hand || []), ...p.open_market, ...p.network.map((n) => n.card)]) all.set(c.id, c);
  if (view.revealed) all.set(view.revealed.id, view.revealed);
  return all;
}

// Whether buying leaves money to spare (the End Phase: a player with no money loses).
const affordable = (a, view) => !['buy', 'buy_revealed'].includes(a.kind) ||
  (cardsOf(view).get(a.card)?.cost?.money ?? 0) < view.players[0].money - 2;

// Lower is better: the opponent's cards and the opponent as targets; cells near the business
// (a business with no neighbour at the end of its turn is orphaned: 001 End Phase).
function cost(a, view) {
  const cards = cardsOf(view);
  const ours = (a.targets || []).filter((t) => (t.card !== undefined ? cards.get(t.card)?.controller === 1 : t.player === 1)).length;
  const home = view.players[0].network.find((n) => n.card.types.includes('business'));
  const near = a.cell && home && a.cell.player === 1 ? Math.abs(a.cell.x - home.x) + Math.abs(a.cell.y - home.y) : 0;
  // An attack on its own network, a card bought into the other's: last.
  const own = a.kind === 'attack' && a.cell && a.cell.player === 1 ? 500 : 0;
  const away = a.kind === 'buy' && a.cell && a.cell.player !== 1 ? 500 : 0;
  return rank.indexOf(a.kind) * 1000 + own + away + ours * 100 + near;
}

function boardOffer(offers, view) {
  const onBoard = offers.filter((a) => rank.includes(a.kind) && affordable(a, view));
  onBoard.sort((x, y) => cost(x, view) - cost(y, view));
  return onBoard[0];
}

// The spot an offer concerns, as the board marks it (serve/page/choice.mjs, subjectOf).
function subjectSelector(a, view) {
  if (a.kind === 'bottom_revealed') return `[data-card="${view.revealed.id}"]`;
  if (a.kind === 'choose_cell') return `[data-cell="${a.cell.player}:${a.cell.x},${a.cell.y}"]`;
  if (a.kind === 'choose_player') return `[data-player="${a.player}"]`;
  return `[data-card="${a.card}"]`;
}

const verbPattern = (a) => ({ buy: /^Buy/, buy_revealed: /^Buy/, bottom_revealed: /^Put at the bottom/, produce: new RegExp(`^Produce ${a.trait}`),
  attack: /^Attack/, play: /^Play/, activate: /^Activate/, pay_upkeep: /^Pay/, decline_upkeep: /^Do not pay/, choose: /^Choose/,
  choose_cell: /^Choose/, choose_player: /^Choose/ })[a.kind];

const targetSelector = (t) => (t.card !== undefined ? `[data-card="${t.card}"]` : `[data-player="${t.player}"]`);

// Answers the board's questions for offer `a` (its targets, its cell, its trait, its bonded
// card) until the action goes; `how` records what was picked on the board.
async function finishPick(page, a, before, how) {
  let targets = 0;
  for (let i = 0; i < 12; ++i) {
    await settle(page);
    if ((await version(page)) !== before) return true;
    const hint = (await page.locator('#options .hint').allTextContents()).join(' ');
    if (hint.startsWith('Pick a target')) {
      // Targets with a single choice are taken without asking: the next one asked may be later.
      const order = [...a.targets.slice(targets), ...a.targets.slice(0, targets)];
      let clicked = false;
      for (const t of order) {
        const spot = page.locator(`#players [data-role="target"]${targetSelector(t)}`);
        if (await spot.count()) { await spot.first().click(); clicked = true; break; }
      }
      if (!clicked) return fail(`no target of '${a.label}' is offered on the board`), false;
      targets++;
      how.push('target');
    } else if (hint.startsWith('Pick a cell')) {
      await page.click(`#players [data-role="target"][data-cell="${a.cell.player}:${a.cell.x},${a.cell.y}"]`);
      how.push('cell');
    } else if (await page.locator('#options .option', { hasText: /^With / }).count()) {
      await page.locator('#options .option', { hasText: `With ${a.trait}` }).click();
    } else if (await page.locator('#options .option', { hasText: /^The (top|bonded)/ }).count()) {
      await page.locator('#options .option', { hasText: a.bonded === undefined ? /^The top/ : /^The bonded/ }).first().click();
    } else await page.waitForTimeout(50);
  }
  return (await version(page)) !== before;
}

// The log's entries of player 1 since entry `from`: what the clicks took.
async function taken(game, from) {
  return (await api(`/games/${game}/log?seat=1&from=${from}`)).filter((e) => e.player === 1).map((e) => e.action);
}

// One offer chosen on the board: its card, cell or player, its verb, then what it asks.
async function actOnBoard(page, game, view) {
  const { actions } = await api(`/games/${game}/actions?seat=1`);
  const a = boardOffer(actions, view);
  if (!a) return false;
  const before = await version(page), from = (await api(`/games/${game}/log?seat=1&from=0`)).length;
  await page.click(`#players ${subjectSelector(a, view)}`);
  await page.locator('#options .option', { hasText: verbPattern(a) }).first().click();
  const how = [];
  if (!(await finishPick(page, a, before, how))) return fail(`the board did not take '${a.label}'`), false;
  const [first] = await taken(game, from);
  if (first !== a.label) fail(`the clicks for '${a.label}' took '${first}'`);
  const record = { buy: 'a buy to a chosen cell', activate: 'an activated ability', attack: 'an attack', play: 'an event played' };
  if (a.kind === 'buy' && how.includes('cell')) cover(record.buy, a.label);
  if (a.kind === 'activate') cover(record.activate, a.label);
  if (a.kind === 'attack') cover(record.attack, a.label);
  if (a.kind === 'play' && a.targets) cover('an event with a target', a.label);
  if (a.kind === 'play' && how.includes('target')) cover('an event with a target picked on the board', a.label);
  if (['choose', 'choose_cell', 'choose_player'].includes(a.kind)) cover('an answer to card text\'s question', a.label);
  return true;
}

// An illegal attempt on the board: an own card offered for sale outside the Divest Phase.
async function tryIllegal(page) {
  if (!(await clickRole(page, 'try'))) return false;
  const sell = page.locator('#options [data-try="sell"]');
  if (!(await sell.count())) return false;
  await sell.click();
  await page.waitForFunction(() => document.getElementById('refusal').textContent !== '');
  const refusal = await page.textContent('#refusal'), rule = await page.textContent('#rule');
  if (!refusal.startsWith('Refused: ') || !rule.startsWith('Rule: ')) fail(`the refusal shows as '${refusal}' / '${rule}'`);
  else cover('an illegal attempt refused with its rule', `${refusal} ${rule}`);
  return true;
}

async function splitDamage(page, game) {
  const offers = (await api(`/games/${game}/actions?seat=1`)).actions.filter((a) => a.kind === 'assign');
  const split = offers[offers.length - 1];
  for (const input of await page.locator('#split-form input').all()) {
    const c = Number(await input.getAttribute('data-card'));
    await input.fill(String(split.cards.find((x) => x.card === c)?.damage ?? 0));
  }
  await page.click('#split-form button[type=submit]');
  cover('a damage split in the form', JSON.stringify(split.cards));
}

// The decisions with their own controls; true when one was taken.
async function decide(page, game, state) {
  if (await page.locator('#bid-form').count()) {
    // By keyboard: the bid's field, then Enter.
    await page.focus('#bid-value');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('1');
    await page.keyboard.press('Enter');
    return cover('a bid', 'the bid form, by keyboard'), true;
  }
  if (await page.locator('#mulligan').count() && !state.mulliganed) {
    state.mulliganed = true;
    await page.focus('#mulligan');
    await page.keyboard.press('Enter');
    return cover('a mulligan', 'the button under the hand, by keyboard'), true;
  }
  if (await page.locator('#keep-hand').count()) return void (await page.click('#keep-hand')), true;
  if (await page.locator('#split-form').count()) return void (await splitDamage(page, game)), true;
  for (const kind of ['block', 'retaliate']) {
    if (!(await page.locator(`#declare-${kind}`).count())) continue;
    const from = (await api(`/games/${game}/log?seat=1&from=0`)).length;
    const picked = await clickRole(page, 'blocker');
    await page.click(`#declare-${kind}`);
    await settle(page);
    const [declared] = await taken(game, from);
    if (picked && declared) cover(kind === 'block' ? 'an attack with a block' : 'a retaliation', declared);
    return true;
  }
  if (await page.locator('#accept').count()) return cover('an answer to card text\'s question', 'yes'), void (await page.click('#accept')), true;
  const mode = page.locator('button.mode').first();
  if (await mode.count()) return void (await mode.click()), true;  // `choose one:`, which deck a search looks through
  return false;
}

async function takeTurn(page, game, state, view) {
  if (await decide(page, game, state)) return;
  if (!state.tried && (await tryIllegal(page))) return void (state.tried = true);
  if (await actOnBoard(page, game, view)) return;
  if (await page.locator('#options .cancel').count()) await page.click('#options .cancel');
  if (await page.locator('#decline').count()) return void (await page.click('#decline'));
  if (await page.locator('#pass').count()) return void (await page.click('#pass'));
  const leftovers = await page.locator('#other-options .option').count();
  if (leftovers) fail(`the page offers ${leftovers} action(s) in a list, and nothing else`);
  const offers = (await api(`/games/${game}/actions?seat=1`)).actions.map((a) => a.text);
  fail(`nothing to do on the board but concede; the offers: ${offers.join('; ')}`);
  await page.click('#concede');
}

// A block in an attack, by either side: the view's combat lists a blocker.
async function watchCombat(game) {
  const view = await api(`/games/${game}/view?seat=1`);
  if (view.combat && view.combat.blockers.length)
    cover('an attack with a block', `player ${view.active} attacks, ${view.combat.blockers.length} blocker(s)`);
  return view;
}

// A card's text on hover, and on focus: the info panel names the card.
async function cardText(page) {
  const tiles = page.locator('#players .me [data-name]');
  if ((await tiles.count()) < 2) return;
  for (const [i, how] of [[0, 'hover'], [1, 'focus']]) {
    const name = await tiles.nth(i).getAttribute('data-name');
    await (how === 'hover' ? tiles.nth(i).hover() : tiles.nth(i).focus());
    await page.waitForFunction((n) => document.querySelector('#card-info h2')?.textContent === n, name);
    cover(`a card's text on ${how}`, name);
  }
}

// The panels beside the board agree with the view: the status line's phase and priority,
// the stack (one line per item), the attack under way (its attacker named, outlined).
async function checkPanels(page, view) {
  const status = await page.textContent('#status');
  if (!status.includes(view.phase) || (view.priority && !status.includes(`priority: player ${view.priority}`)))
    fail(`the status line '${status}' does not give the phase ${view.phase} and priority ${view.priority}`);
  const items = await page.locator('#stack li').count();
  if (items !== view.stack.length) fail(`the stack shows ${items} item(s), the view ${view.stack.length}`);
  else if (items) cover('the stack drawn', (await page.locator('#stack li').first().textContent()));
  if (!view.combat || !view.combat.attacker) return;
  const combat = await page.textContent('#combat');
  const outlined = await page.locator(`#players .attacker[data-card="${view.combat.attacker.id}"]`).count();
  if (!combat.includes(view.combat.attacker.name) || !outlined) fail(`the attack is drawn as '${combat}' (${outlined} outlined)`);
  else cover('the attack drawn', combat);
}

async function play(page) {
  await page.goto(`${base}/`);
  await page.waitForSelector('#deck-a option', { state: 'attached' });
  if (deckA) await page.selectOption('#deck-a', deckA);
  if (deckB) await page.selectOption('#deck-b', deckB);
  await page.selectOption('#opponent-kind', 'random');
  await page.fill('input[name=seed]', seed);
  await page.screenshot({ path: `${out}/browser_lobby.png` });
  await page.click('#new-game button[type=submit]');
  await page.waitForSelector('#status:not(:empty)');
  const game = Number(new URLSearchParams((await page.evaluate(() => location.hash)).slice(1)).get('game'));
  const state = { mulliganed: false, tried: false, actions: 0, shot: false };
  for (let i = 0; i < 2000; ++i) {
    await page.waitForFunction(() => !document.body.classList.contains('busy'));
    const view = await watchCombat(game);
    if (view.over) return { game, view, state };
    if (view.decider !== 1) { await page.waitForTimeout(50); continue; }
    await checkPanels(page, view);
    if (!state.shot && view.turn >= 3 && (view.players[0].network.length > 1)) {
      await cardText(page);
      await page.screenshot({ path: `${out}/browser_table.png`, fullPage: true });
      state.shot = true;
    }
    await takeTurn(page, game, state, view);
    ++state.actions;
  }
  fail('the game did not end in 2,000 steps');
  return { game, view: null, state };
}

const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
const started = Date.now();
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  page.on('pageerror', (e) => fail(`the page threw: ${e.message}`));
  page.setDefaultTimeout(15000);
  const { game, view, state } = await play(page);
  if (view) {
    await page.waitForSelector('#game-over:not([hidden]) #rematch');
    const reason = await page.textContent('#over-reason');
    if (reason !== view.over.reason) fail(`the game-over screen says '${reason}', the view '${view.over.reason}'`);
    console.log(`the game: ${state.actions} decisions of player 1 in ${((Date.now() - started) / 1000).toFixed(1)} s; ${reason}`);
  }
  for (const [what, how] of covered) console.log(`  covered: ${what} (${how})`);
  const needed = ['a bid', 'a mulligan', 'a buy to a chosen cell', 'an attack', 'an attack with a block',
    'an event with a target', 'an activated ability', 'an illegal attempt refused with its rule',
    'a card\'s text on hover', 'a card\'s text on focus', 'a rematch from the game-over screen'];
  if (view) {
    // Rematch: a new game of the same decks with the next seed, its table drawn.
    await page.click('#rematch');
    await page.waitForFunction((g) => !location.hash.includes(`game=${g}`) && !document.getElementById('game-over').textContent,
      game);
    const again = await api(`/games/${new URLSearchParams((await page.evaluate(() => location.hash)).slice(1)).get('game')}`);
    if (again.seed !== Number(seed) + 1 || again.decks.join() !== view.players.map((p) => p.label).join())
      fail(`the rematch is ${JSON.stringify(again)}`);
    else cover('a rematch from the game-over screen', `game ${again.game}, seed ${again.seed}`);
  }
  for (const [what, how] of covered) if (what.startsWith('a rematch')) console.log(`  covered: ${what} (${how})`);
  const list = (text) => text.split(',').map((x) => x.trim()).filter(Boolean);
  for (const what of [...needed, ...list(also)])
    if (!covered.has(what) && !list(butNot).includes(what)) fail(`the game did not cover ${what}`);
} finally {
  await browser.close();
}
