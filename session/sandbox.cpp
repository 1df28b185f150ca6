// A game from an uploaded scenario's board (session/sandbox.hpp).
#include "session/sandbox.hpp"

#include <fmt/format.h>

#include "engine/rng.hpp"
#include "grammar/diagnostics.hpp"

namespace megacorp::session {

namespace {

// A board alone is all the sandbox reads: the checker's refusal of a scenario with no steps
// (check/check_scenario.cpp: it "would test nothing") does not apply to it.
bool board_alone(const diagnostic& e) { return e.message.ends_with("so it would test nothing"); }

// `scenario.mc:3:5: error: unknown card "X"`: the first line of each of the checker's errors.
std::vector<std::string> error_lines(const diagnostics& d) {
  std::vector<std::string> out;
  for (const diagnostic& e : d.list()) {
    if (e.level != severity::error || board_alone(e)) continue;
    const std::string text = format_text(e);
    out.push_back(text.substr(0, text.find('\n')));
    if (out.size() == 20) break;
  }
  return out;
}

// What the text adds to the library beyond one scenario.
std::string extra_forms(const library& lib, const library& with) {
  if (with.cards().size() != lib.cards().size()) return "a card";
  if (with.decks().size() != lib.decks().size()) return "a deck";
  if (with.keywords().size() != lib.keywords().size()) return "a keyword";
  return {};
}

std::vector<std::string> problems_of(const checked::scenario& sc) {
  std::vector<std::string> out;
  if (sc.players.size() != 2)
    out.push_back(fmt::format("scenario \"{}\" has {} players; a game on the server has two", sc.name, sc.players.size()));
  for (const checked::setup_player& p : sc.players)
    if (p.deck)
      out.push_back(fmt::format("{} plays deck \"{}\": a game from decks starts in the lobby, without a scenario", p.name,
                                p.deck->name));
  return out;
}

std::vector<checked::setup_card> shuffled(const std::vector<checked::deck_entry>& list, engine::rng& r) {
  std::vector<checked::setup_card> out;
  for (const checked::deck_entry& e : list)
    for (std::int64_t i = 0; i < e.count; ++i) out.push_back({e.name, {}});
  r.shuffle(std::span<checked::setup_card>(out));
  return out;
}

}  // namespace

sandbox_board read_sandbox_scenario(const library& lib, const std::string& text) {
  sandbox_board out;
  if (text.size() > max_scenario_chars) {
    out.problems.push_back(fmt::format("the scenario holds {} characters; at most {}", text.size(), max_scenario_chars));
    return out;
  }
  library with;
  for (const auto& source : lib.sources()) with.add_parsed(source);
  diagnostics d;
  with.add_source("scenario.mc", text, d);
  if (!d.has_errors()) with.check(d);
  d.sort();
  out.problems = error_lines(d);
  if (!out.problems.empty()) return out;
  if (const std::string extra = extra_forms(lib, with); !extra.empty())
    out.problems.push_back(fmt::format("the file writes {} of its own; the sandbox plays the server's library, so the "
                                       "file holds one scenario and nothing else", extra));
  else if (with.scenarios().size() != lib.scenarios().size() + 1)
    out.problems.push_back(fmt::format("the file holds {} scenarios; the sandbox starts from one",
                                       with.scenarios().size() - lib.scenarios().size()));
  if (!out.problems.empty()) return out;
  const checked::scenario& sc = *with.scenarios().back();
  out.problems = problems_of(sc);
  if (out.problems.empty()) out.board = board_of(sc);
  return out;
}

void fill_empty_decks(checked::scenario& board, const std::vector<const checked::deck*>& decks, std::uint64_t seed) {
  engine::rng r(seed);
  for (std::size_t i = 0; i < board.players.size() && i < decks.size(); ++i) {
    checked::setup_player& p = board.players[i];
    if (p.main_deck.empty()) p.main_deck = shuffled(decks[i]->main, r);
    if (p.resource_deck.empty()) p.resource_deck = shuffled(decks[i]->resources, r);
  }
}

}  // namespace megacorp::session
