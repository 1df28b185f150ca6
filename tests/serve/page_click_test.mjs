// The browser table played by clicks (docs/play.md, "The browser table"): headless Chromium
// driven over the DevTools protocol (a WebSocket client of a few lines, Node's own modules:
// no npm package). The lobby starts a game against the random agent; then every action is
// taken by clicking a card or cell the board outlines and one of the options it then
// offers, or, when no card or cell is offered, an option that concerns none (a bid, a pass;
// never conceding while there is another); until the game is over.
// Usage: node page_click_test.mjs CHROMIUM BASE_URL PROFILE_DIR
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';

const [chromium, base, profile] = process.argv.slice(2);

function fail(why) {
  console.log(`FAIL: ${why}`);
  process.exit(1);
}

// A WebSocket to `url` (ws://host:port/path): send(text), and onmessage(text) for frames.
function websocket(url, onmessage) {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: u.hostname, port: u.port, path: u.pathname, headers: {
      Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13',
      'Sec-WebSocket-Key': randomBytes(16).toString('base64') } });
    req.on('error', reject);
    req.on('upgrade', (res, socket) => {
      let buffer = Buffer.alloc(0), parts = [];
      socket.on('data', (d) => {
        buffer = Buffer.concat([buffer, d]);
        for (;;) {
          if (buffer.length < 2) return;
          let len = buffer[1] & 127, at = 2;
          if (len === 126) { if (buffer.length < 4) return; len = buffer.readUInt16BE(2); at = 4; }
          else if (len === 127) { if (buffer.length < 10) return; len = Number(buffer.readBigUInt64BE(2)); at = 10; }
          if (buffer.length < at + len) return;
          parts.push(buffer.subarray(at, at + len));
          const fin = buffer[0] & 128;
          buffer = buffer.subarray(at + len);
          if (fin) { onmessage(Buffer.concat(parts).toString()); parts = []; }
        }
      });
      resolve((text) => {
        const payload = Buffer.from(text), mask = randomBytes(4);
        const head = payload.length < 126 ? Buffer.from([0x81, 0x80 | payload.length])
          : Buffer.concat([Buffer.from([0x81, 0x80 | 127]), (() => { const b = Buffer.alloc(8); b.writeBigUInt64BE(BigInt(payload.length)); return b; })()]);
        for (let i = 0; i < payload.length; ++i) payload[i] ^= mask[i % 4];
        socket.write(Buffer.concat([head, mask, payload]));
      });
    });
    req.end();
  });
}

// Chromium with the page at `url`; evaluate(expression) runs it in the page.
async function openPage(url) {
  const browser = spawn(chromium, ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run',
    `--user-data-dir=${profile}`, '--remote-debugging-port=0', url], { stdio: ['ignore', 'ignore', 'pipe'] });
  const port = await new Promise((resolve) => {
    let err = '';
    browser.stderr.on('data', (d) => {
      err += d;
      const m = err.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (m) resolve(m[1]);
    });
  });
  let pages = [];
  for (let i = 0; i < 50 && pages.length === 0; ++i) {
    pages = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()).filter((t) => t.type === 'page');
    if (pages.length === 0) await new Promise((r) => setTimeout(r, 100));
  }
  const waiting = new Map();
  let next = 1;
  const send = await websocket(pages[0].webSocketDebuggerUrl, (text) => {
    const m = JSON.parse(text);
    if (waiting.has(m.id)) { waiting.get(m.id)(m); waiting.delete(m.id); }
  });
  const evaluate = (expression) => new Promise((resolve) => {
    const id = next++;
    waiting.set(id, (m) => resolve(m.result?.result?.value));
    send(JSON.stringify({ id, method: 'Runtime.evaluate', params: { expression, awaitPromise: true, returnByValue: true } }));
  });
  return { evaluate, close: () => browser.kill() };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// One click of the board and one of its options: what was clicked, or 'over' or 'wait'.
const step = `(() => {
  const status = document.getElementById('status').textContent;
  if (status.startsWith('Game over')) return 'over: ' + status;
  if (document.body.classList.contains('busy')) return 'wait';
  if (!status.includes('you decide')) return 'wait';
  const options = () => [...document.querySelectorAll('#options .option')];
  const spots = [...document.querySelectorAll('#players button.offered')];
  for (const spot of spots) {
    spot.click();
    const o = options();
    if (o.length) { const label = o[0].textContent; o[0].click(); return 'board: ' + label; }
  }
  const free = [...document.querySelectorAll('#other-options .option')];
  const pick = free.find((b) => !b.textContent.includes('concedes')) || free[0];
  if (!pick) return 'wait';
  pick.click();
  return 'option: ' + pick.textContent;
})()`;

const page = await openPage(`${base}/`);
try {
  for (let i = 0; i < 100 && !(await page.evaluate(`document.querySelectorAll('#deck-a option').length > 0`)); ++i) await sleep(100);
  await page.evaluate(`document.querySelector('#new-game button').click()`);
  let board = 0, options = 0, last = '';
  for (let i = 0; i < 3000; ++i) {
    const did = await page.evaluate(step);
    if (did === undefined) fail('the page did not answer');
    if (did.startsWith('over')) { last = did; break; }
    if (did.startsWith('board')) ++board;
    if (did.startsWith('option')) ++options;
    await sleep(did === 'wait' ? 50 : 30);
  }
  if (!last) fail(`the game did not end (${board} board clicks, ${options} other options)`);
  if (board === 0) fail('no action was taken by clicking the board');
  console.log(`a game by clicks: ${board} actions chosen on the board, ${options} other options; ${last}`);
} finally {
  page.close();
}
