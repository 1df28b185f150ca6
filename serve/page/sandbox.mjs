// The sandbox in the lobby (docs/play.md, "The sandbox"): a scenario file chosen in the
// lobby is read here and sent with the new game, which then starts from its board; the
// decks the scenario leaves empty are filled from the decks chosen beside it.

let last = null;  // the scenario's text of the game started last, for its rematch

// The new game's request with the chosen file's text as "scenario", or as it was without one.
export async function withScenario(request, input) {
  const file = input.files && input.files[0];
  last = file ? await file.text() : null;
  return last === null ? request : { ...request, scenario: last };
}

// A rematch starts from the same board as the game it follows.
export const sameStart = (request) => (last === null ? request : { ...request, scenario: last });

// The checker's messages under the lobby's error, one a line (`scenario.mc:8:12: error: ...`).
export function problemsText(data) {
  return data.problems && data.problems.length ? data.problems.join('\n') : data.error;
}
