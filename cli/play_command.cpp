#include "cli/play_command.hpp"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <exception>
#include <iostream>
#include <memory>
#include <optional>

#include <fmt/format.h>

#include "library/game_cards.hpp"
#include "library/game_decks.hpp"
#include "cli/play_text.hpp"
#include "agents/agent_names.hpp"
#include "cli/human_play.hpp"
#include "agents/self_play.hpp"
#include "run/text_behaviour.hpp"

namespace megacorp {

namespace {

// Hands each decision to the agent of the seat that decides; one agent plays both seats
// when the names are equal (as simulate does).
class seat_agents final : public agent {
 public:
  seat_agents(std::unique_ptr<agent> a, std::unique_ptr<agent> b) : a_(std::move(a)), b_(std::move(b)) {}
  engine::action pick(const engine::state& s, const std::vector<engine::action>& legal) override {
    return (s.decider() == 1 && b_ ? *b_ : *a_).pick(s, legal);
  }

 private:
  std::unique_ptr<agent> a_, b_;
};

const checked::deck* find_deck(const library& lib, const std::string& name) {
  if (const checked::deck* d = lib.find_deck(name)) return d;
  fmt::print(stderr, "error: {}\n", no_such_deck(lib, name));
  return nullptr;
}

}  // namespace

std::string take_play_decks(play_request& req, const std::vector<std::string>& deck_options,
                            const std::vector<std::string>& positionals, std::vector<std::string>& paths) {
  const bool shorthand = deck_options.empty();
  if (deck_options.size() == 1 && !positionals.empty())
    return fmt::format("give both decks with --deck or both as positionals, not one of each (--deck \"{}\" and \"{}\")",
                       deck_options[0], positionals[0]);
  const std::size_t given = shorthand ? std::min<std::size_t>(positionals.size(), 2) : deck_options.size();
  if (given != 2)
    return fmt::format("play needs two decks, --deck A --deck B or the shorthand `play A B` (got {})", given);
  const std::vector<std::string>& decks = shorthand ? positionals : deck_options;
  req.deck_a = decks[0];
  req.deck_b = decks[1];
  paths.assign(positionals.begin() + (shorthand ? 2 : 0), positionals.end());
  return {};
}

int run_play(const library& lib, const play_request& req_in) {
  play_request req = req_in;
  // --agent-b defaults to --agent, except that a person plays the random agent unless told otherwise.
  if (req.agent_b.empty()) req.agent_b = req.agent == "human" ? "random" : req.agent;
  if (req.agent == "human" || req.agent_b == "human") return run_human_play(lib, req, std::cin);
  const std::uint64_t seed = req.seed;
  const checked::deck* a = find_deck(lib, req.deck_a);
  const checked::deck* b = a ? find_deck(lib, req.deck_b) : nullptr;
  if (!a || !b) return 2;

  auto game = new_deck_game(make_card_db(lib), make_text_behaviour(lib), {a, b}, seed, req.rules);
  if (!game.game) {
    for (const auto& p : game.problems) fmt::print(stderr, "error: {}\n", p);
    return 1;
  }
  engine::state s = std::move(*game.game);
  const std::vector<std::string> labels = {a->name, b->name};
  play_limits limits;
  limits.max_turns = req.max_turns;
  agent_options options;
  options.mcts.iterations = req.mcts_iterations;
  std::unique_ptr<agent> first = make_agent(req.agent, seed, options);
  std::unique_ptr<agent> second = req.agent_b == req.agent ? nullptr : make_agent(req.agent_b, seed, options);
  if (!first || (req.agent_b != req.agent && !second)) {
    fmt::print(stderr, "error: unknown agent '{}'; the players are human, {}\n", first ? req.agent_b : req.agent,
               fmt::join(agent_names(), ", "));
    return 2;
  }
  seat_agents players(std::move(first), std::move(second));
  play_transcript transcript(labels);
  fmt::print("Self-play: {} against {}, seed {}, at most {} turns{}\n\n", player_label(0, labels),
             player_label(1, labels), seed, limits.max_turns,
             req.variants.empty() ? "" : fmt::format(", rules {}", fmt::join(req.variants, ", ")));
  play_result r;
  try {
    r = play_game(s, players, limits, &transcript);
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
