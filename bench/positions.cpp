// Seeded starter games and perft positions (bench/positions.hpp).
#include "bench/positions.hpp"

#include <cstdio>

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

bool load_bundled_library(library& lib) {
  diagnostics diags;
  lib.add_path(bundled_cards_dir(), diags);
  lib.check(diags);
  if (!diags.has_errors()) return true;
  std::fputs("the bundled library does not check\n", stderr);
  return false;
}

std::vector<engine::state> sampled_states(const starter_games& g, std::uint64_t games) {
  std::vector<engine::state> out;
  for (std::uint64_t seed = 1; seed <= games; ++seed) {
    engine::state s = g.start(seed);
    random_agent player(seed);
    for (int n = 0; n < 3000 && !s.over(); ++n) {
      const auto legal = engine::legal_actions(s);
      if (n % 10 == 0) out.push_back(s);
      engine::apply(s, player.pick(s, legal));
    }
  }
  return out;
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
