// The HTML report of a simulation (`simulate --report FILE.html`, docs/simulate.md): one
// self-contained page (no network, no external file) drawn from the figures JSON.
#pragma once

#include <map>
#include <string>

#include <nlohmann/json.hpp>

namespace megacorp::sim {

// Whether a report can be written to `path`, checked before any game starts: the file is
// opened for appending (an existing file is left as it is) and removed again when it did
// not exist. `why` says what is wrong.
bool report_path_writable(const std::string& path, std::string& why);

// The page for `figures` as `simulate --format json` prints them (a top-level "timing"
// object is shown when present). The figures are embedded in the page as JSON
// (<script type="application/json" id="figures">); the charts are SVG drawn here, each
// mark carrying its figures as data attributes; a little inline script sorts the card
// table. There is no importance section until the figures hold importance figures.
// `extras`: what the figures do not hold. `card_texts`: each card's text as `megacorp show`
// prints it, shown on hover (a title) over the card's name; `saved_games`: the folder of
// `--save-games` as the page should link it (relative to the page), empty when the games
// were not saved (then no links to games).
struct report_extras {
  std::map<std::string, std::string> card_texts;
  std::string saved_games;
  // `--viewer URL` (with --save-games): each saved game also gets a link that opens it in
  // that server's replay viewer (URL#replay-text=the file in base64url), read from
  // `saved_games_path` (the folder as this process names it).
  std::string viewer, saved_games_path;
};
std::string render_report(const nlohmann::ordered_json& figures, const report_extras& extras = {});

// Writes `html` to `path` (replacing it); false with `why` on failure.
bool write_report(const std::string& path, const std::string& html, std::string& why);

}  // namespace megacorp::sim
