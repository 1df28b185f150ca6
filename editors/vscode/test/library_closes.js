// Tokenizes every .mc file under the given folders with the extension's grammar and fails
// if one ends inside a form or block: a grammar change that loses track of braces on real
// files shows here. Usage: node library_closes.js DIR...
'use strict';
const fs = require('fs');
const path = require('path');
const vsctm = require('vscode-textmate');
const onig = require('vscode-oniguruma');

const here = path.join(__dirname, '..');
const grammar_path = path.join(here, 'syntaxes', 'megacorp.tmLanguage.json');
const wasm = fs.readFileSync(path.join(path.dirname(require.resolve('vscode-oniguruma')), 'onig.wasm')).buffer;
const registry = new vsctm.Registry({
  onigLib: onig.loadWASM(wasm).then(() => ({
    createOnigScanner: (patterns) => new onig.OnigScanner(patterns),
    createOnigString: (s) => new onig.OnigString(s),
  })),
  loadGrammar: async () => vsctm.parseRawGrammar(fs.readFileSync(grammar_path, 'utf8'), grammar_path),
});

function mc_files(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return mc_files(full);
    return entry.name.endsWith('.mc') ? [full] : [];
  });
}

registry.loadGrammar('source.megacorp').then((grammar) => {
  const files = process.argv.slice(2).flatMap(mc_files).sort();
  let lines = 0;
  const open = [];
  for (const file of files) {
    let stack = vsctm.INITIAL;
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      stack = grammar.tokenizeLine(line, stack).ruleStack;
      lines++;
    }
    if (stack.depth > 1) open.push(file);
  }
  for (const file of open) console.error(`library_closes: ${file} ends inside a form (the grammar lost a brace)`);
  console.log(`library_closes: ${files.length} files, ${lines} lines, ${open.length} left open`);
  process.exit(open.length === 0 && files.length > 0 ? 0 : 1);
});
