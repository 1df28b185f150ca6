// A game from an uploaded scenario's board (session/sandbox.hpp).
#include "session/sandbox.hpp"

#include <fmt/format.h>

#include "engine/rng.hpp"
#include "session/upload.hpp"

namespace megacorp::session {

namespace {

// A board alone is all the sandbox reads: the checker's refusal of a scenario with no steps
// (check/check_scenario.cpp: it "would test nothing") does not apply to it.
constexpr std::string_view board_alone = "so it would test nothing";

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
  checked_upload read = check_upload(lib, "scenario.mc", text, max_scenario_chars, {board_alone});
  out.problems = std::move(read.problems);
  if (!out.problems.empty()) return out;
  const library& with = *read.with;
  if (const std::string extra = added_besides(lib, with, "scenario"); !extra.empty())
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
