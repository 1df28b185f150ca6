#include "cli/play_command.hpp"

#include <charconv>
#include <cstdio>
#include <exception>
#include <optional>

#include <fmt/format.h>

#include "library/game_cards.hpp"
#include "library/game_decks.hpp"
#include "cli/play_text.hpp"
#include "agents/random_agent.hpp"
#include "agents/self_play.hpp"
#include "run/text_behaviour.hpp"

namespace megacorp {

namespace {

const checked::deck* find_deck(const library& lib, const std::string& name) {
  if (const checked::deck* d = lib.find_deck(name)) return d;
  fmt::print(stderr, "error: {}\n", no_such_deck(lib, name));
  return nullptr;
}

}  // namespace

int run_play(const library& lib, const play_request& req) {
  const std::optional<std::uint64_t> seed = parse_seed(req.seed);
  if (!seed) {
    fmt::print(stderr, "error: {}\n", bad_seed(req.seed));
    return 2;
  }
  const checked::deck* a = find_deck(lib, req.deck_a);
  const checked::deck* b = a ? find_deck(lib, req.deck_b) : nullptr;
  if (!a || !b) return 2;

  auto game = new_deck_game(make_card_db(lib), make_text_behaviour(lib), {a, b}, *seed, req.rules);
  if (!game.game) {
    for (const auto& p : game.problems) fmt::print(stderr, "error: {}\n", p);
    return 1;
  }
  engine::state s = std::move(*game.game);
  const std::vector<std::string> labels = {a->name, b->name};
  play_limits limits;
  limits.max_turns = req.max_turns;
  random_agent agent(*seed);
  play_transcript transcript(labels);
  fmt::print("Self-play: {} against {}, seed {}, at most {} turns{}\n\n", player_label(0, labels),
             player_label(1, labels), *seed, limits.max_turns,
             req.variants.empty() ? "" : fmt::format(", rules {}", fmt::join(req.variants, ", ")));
  play_result r;
  try {
    r = play_game(s, agent, limits, &transcript);
  } catch (const std::exception& e) {
    fmt::print("{}", transcript.take());
    std::fflush(stdout);
    fmt::print(stderr, "error: the game stopped on turn {}: {}\n", s.turn_number, e.what());
    return 1;
  }
  fmt::print("{}\nResult: {}\n{} actions, {} attacks\n", transcript.take(), result_text(s, r, limits, labels),
             r.actions, r.attacks);
  for (engine::player_id p = 0; p < s.player_count(); ++p) fmt::print("\n{}", network_text(s, p, labels));
  fmt::print("\nIn the grids: '*' engaged, '+N' cards bonded under, '(PN)' controlled by player N.\n");
  return 0;
}

}  // namespace megacorp
