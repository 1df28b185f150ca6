#include <fstream>
#include <sstream>

#include <fmt/format.h>

#include "engine/rules.hpp"
#include "library/game_cards.hpp"
#include "library/game_decks.hpp"
#include "cli/play_text.hpp"
#include "run/text_behaviour.hpp"
#include "vocabulary/variants.hpp"
#include "sim/commands.hpp"
#include "sim/replay_file.hpp"

namespace megacorp::sim {

namespace {

replay_result result_of(const engine::state& s, int actions, bool capped) {
  replay_result r;
  r.turn = s.turn_number;
  r.actions = actions;
  if (!s.over() || capped) r.end = outcome::capped;
  else if (s.winner == engine::no_player) r.end = outcome::draw;
  else r.end = outcome::win, r.winner = s.winner + 1;
  return r;
}

}  // namespace

int run_replay(const library& lib, const replay_request& req) {
  std::ifstream in(req.file, std::ios::binary);
  if (!in) {
    fmt::print(stderr, "error: cannot read \"{}\"\n", req.file);
    return 2;
  }
  std::stringstream text;
  text << in.rdbuf();
  std::string error;
  const std::optional<replay_file> f = read_replay(text.str(), error);
  if (!f) {
    fmt::print(stderr, "error: {}:{}\n", req.file, error);
    return 2;
  }
  const std::string hash = library_hash(lib);
  if (hash != f->library)
    fmt::print(stderr, "warning: {}: saved with card library {}, replayed with {}: the cards may have changed\n",
               req.file, f->library, hash);
  engine::rules_options rules;
  for (const std::string& v : f->rules)
    if (!apply_variant(v, rules, lib.variants())) {
      fmt::print(stderr, "error: {}: unknown rules variant '{}'; the variants are {}\n", req.file, v,
                 fmt::join(variant_names(lib.variants()), ", "));
      return 1;
    }
  auto game = new_deck_game(make_card_db(lib), make_text_behaviour(lib), {&f->decks[0], &f->decks[1]}, f->seed, rules);
  if (!game.game) {
    for (const auto& p : game.problems) fmt::print(stderr, "error: {}: {}\n", req.file, p);
    return 1;
  }
  engine::state s = std::move(*game.game);
  const std::vector<std::string> labels = {f->decks[0].name, f->decks[1].name};
  play_transcript transcript(labels);
  engine::event_log log;
  if (req.explain)
    fmt::print("Replay of {}: {} against {}, seed {}{}\n\n", req.file, player_label(0, labels), player_label(1, labels),
               f->seed, f->rules.empty() ? "" : fmt::format(", rules {}", fmt::join(f->rules, ", ")));
  auto diverged = [&](std::size_t k, const std::string& why) {
    if (req.explain) fmt::print("{}", transcript.take());
    fmt::print(stderr, "error: {}:{}: action {} (`{}`): {}\n", req.file, f->first_action_line + int(k), k + 1,
               f->actions[k], why);
    return 1;
  };
  for (std::size_t k = 0; k < f->actions.size(); ++k) {
    const auto a = engine::parse_action(f->actions[k], &error);
    if (!a) return diverged(k, "cannot read it: " + error);
    if (s.over()) return diverged(k, fmt::format("the game is already over (turn {}): the replay diverges here", s.turn_number));
    if (const engine::verdict v = engine::check(s, *a); !v)
      return diverged(k, "refused: " + v.reason + " (the replay diverges here)");
    if (req.explain) transcript.before(s, *a);
    log.clear();
    try {
      engine::apply(s, *a, req.explain ? &log : nullptr);
    } catch (const std::exception& e) {
      return diverged(k, std::string("the engine stopped: ") + e.what());
    }
    if (req.explain) transcript.after(s, *a, log.events());
  }
  const replay_result got = result_of(s, int(f->actions.size()), f->result.end == outcome::capped);
  if (req.explain) fmt::print("{}\n", transcript.take());
  if (got != f->result || (f->result.end == outcome::capped && s.over())) {
    fmt::print(stderr, "error: {}: the replay ends with {}{}, the file says {}\n", req.file, to_text(got),
               s.over() ? "" : " (the game is not over)", to_text(f->result));
    return 1;
  }
  fmt::print("ok: {} replays to its saved end ({}, {} actions)\n", req.file, to_text(got), got.actions);
  if (req.explain)
    for (engine::player_id p = 0; p < s.player_count(); ++p) fmt::print("\n{}", network_text(s, p, labels));
  return 0;
}

}  // namespace megacorp::sim
