// Loads extension.js from an unpacked .vsix with a stand-in for the `vscode` module (which
// only VS Code provides): fails if a module the extension requires was left out of the
// package. Usage: node load_packaged.js UNPACKED_DIR
'use strict';
const Module = require('module');
const path = require('path');

// Every property of the stand-in is an empty class, enough for modules that only read or
// subclass vscode's API at load time.
const stand_in = new Proxy({}, { get: (_, key) => (key === '__esModule' ? false : class {}) });
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return request === 'vscode' ? 'vscode' : resolve.call(this, request, ...rest);
};
require.cache.vscode = { id: 'vscode', filename: 'vscode', loaded: true, exports: stand_in };

const dir = path.resolve(process.argv[2], 'extension');
const manifest = require(path.join(dir, 'package.json'));
const extension = require(path.join(dir, manifest.main));
for (const name of ['activate', 'deactivate']) {
  if (typeof extension[name] !== 'function') {
    console.error(`load_packaged: ${manifest.main} exports no ${name}()`);
    process.exit(1);
  }
}
const client = require.resolve('vscode-languageclient/node', { paths: [dir] });
if (!client.startsWith(dir)) {
  console.error(`load_packaged: vscode-languageclient resolved outside the package: ${client}`);
  process.exit(1);
}
console.log(`load_packaged: ${manifest.name} ${manifest.version} loads from the .vsix`);
