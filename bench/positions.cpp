// Seeded starter games and perft positions (bench/positions.hpp).
#include "bench/positions.hpp"

#include "library/game_cards.hpp"
#include "library/game_decks.hpp"
#include "run/text_behaviour.hpp"

namespace megacorp::positions {

starter_games::starter_games(const library& lib)
    : lib_(&lib), db_(make_card_db(lib)), behaviour_(make_text_behaviour(lib)) {}

engine::state starter_games::start(std::uint64_t seed) const {
  const checked::deck* a = lib_->find_deck(starters[seed % 3]);
  const checked::deck* b = lib_->find_deck(starters[(seed / 3) % 3]);
  if (!a || !b) throw std::runtime_error("the library lacks a starter deck");
  auto g = new_deck_game(db_, behaviour_, {a, b}, seed);
  if (!g.problems.empty()) throw std::runtime_error("a starter deck breaks the deck rules: " + g.problems.front());
  return std::move(*g.game);
}

std::vector<named_position> perft_positions(const starter_games& games) {
  std::vector<named_position> out;
  out.push_back({"the first bid", games.start(1)});
  out.push_back({"the first Divest Phase",
                 games.first_position(5, [](const engine::state& s) { return s.phase == engine::phase::divest; })});
  out.push_back({"an effect on the stack",
                 games.first_position(2, [](const engine::state& s) { return !s.stack.empty(); })});
  out.push_back({"a question of card text",
                 games.first_position(2, [](const engine::state& s) { return bool(s.pending); })});
  return out;
}

}  // namespace megacorp::positions
