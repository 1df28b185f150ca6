// "Export as scenario" (docs/play.md, "Export as a scenario"): downloads the game as a
// scenario's text (GET /games/{id}/scenario) that `megacorp test` runs; the server's
// reason shows when the game cannot be written now (a question not yet answered).
export function wireExport(button, currentGame, showError) {
  button.addEventListener('click', async () => {
    const game = currentGame();
    const res = await fetch(`/games/${game}/scenario`);
    if (res.status !== 200) {
      let why = `the export answered ${res.status}`;
      try { why = (await res.json()).error; } catch { /* not JSON: keep the status */ }
      return void showError(why);
    }
    const url = URL.createObjectURL(new Blob([await res.text()], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `game-${game}.mc`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
  });
}
