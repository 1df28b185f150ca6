// The VS Code side of the Megacorp editor package: starts `megacorp lsp` over stdio for
// .mc files (the grammar in syntaxes/ does the highlighting on its own).
'use strict';

const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');

let client;

// The command line the settings ask for: `megacorp.path`, then `megacorp.arguments`,
// then `lsp` (global options such as --mod come before the subcommand).
function serverOptions() {
  const config = vscode.workspace.getConfiguration('megacorp');
  const command = config.get('path') || 'megacorp';
  const args = [...(config.get('arguments') || []), 'lsp'];
  const cwd = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
  return { command, args, options: cwd ? { cwd } : {} };
}

// Starts a client with the current settings; a missing binary is reported once, with the
// setting that fixes it.
function startClient() {
  const server = serverOptions();
  client = new LanguageClient('megacorp', 'Megacorp language server', server, {
    documentSelector: [{ language: 'megacorp' }],
  });
  client.start().catch((error) => {
    vscode.window.showErrorMessage(
      `Megacorp: could not start '${server.command} ${server.args.join(' ')}' (${error.message}). ` +
        'Set "megacorp.path" to the megacorp binary.',
    );
  });
}

function activate(context) {
  startClient();
  // A changed setting restarts the server with the new command line.
  context.subscriptions.push(
    vscode.workspace.onDidChangeConfiguration(async (event) => {
      if (!event.affectsConfiguration('megacorp')) return;
      if (client) await client.stop().catch(() => {});
      startClient();
    }),
  );
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
