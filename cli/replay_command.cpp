// `megacorp replay`: a saved game applied again, action by action, against what it recorded.
#include <fmt/format.h>

#include "engine/rules.hpp"
#include "engine/state_hash.hpp"
#include "input/excerpt.hpp"
#include "input/read.hpp"
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

// Whether the final state and end reason are the saved ones; when not, says so.
bool same_end(const std::string& file, const replay_file& f, const engine::state& s) {
  const std::uint64_t got = engine::state_hash(s);
  const std::string why = end_reason(s, f.result.end == outcome::capped);
  if (got == f.final_state && why == f.reason) return true;
  fmt::print(stderr, "error: {}: the replay ends in state {:016x} (end reason {}), the file says {:016x} ({})\n", file,
             got, why, f.final_state, excerpt(f.reason));
  return false;
}

}  // namespace

int run_replay(const library& lib, const replay_request& req) {
  std::string text, error;
  if (!read_input(req.file, text, error)) {  // docs/install.md, "Inputs"
    fmt::print(stderr, "error: cannot read \"{}\": {}\n", req.file, error);
    return 2;
  }
  const std::optional<replay_file> f = read_replay(text, error);
  if (!f) {
    fmt::print(stderr, "error: {}:{}\n", req.file, error);
    return 2;
  }
  if (!f->has_states)
    fmt::print(stderr, "warning: {}: saved without state hashes (format 1): only its end, winner, turn and action "
                       "count are compared (docs/replays.md)\n", req.file);
  const std::string hash = library_hash(lib);
  if (hash != f->library)
    fmt::print(stderr, "warning: {}: saved with card library {}, replayed with {}: the cards may have changed\n",
               req.file, excerpt(f->library), hash);
  engine::rules_options rules;
  for (const std::string& v : f->rules)
    if (!apply_variant(v, rules, lib.variants())) {
      fmt::print(stderr, "error: {}: unknown rules variant '{}'; the variants are {}\n", req.file, excerpt(v),
                 fmt::join(variant_names(lib.variants()), ", "));
      return 1;
    }
  auto game = new_deck_game(make_card_db(lib), make_text_behaviour(lib), {&f->decks[0], &f->decks[1]}, f->seed, rules);
  if (!game.game) {
    for (const auto& p : game.problems) fmt::print(stderr, "error: {}: {}\n", req.file, excerpt(p, 4 * max_excerpt));
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
               excerpt(f->actions[k]), excerpt(why, 4 * max_excerpt));
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
    if (k < f->checks.size() && action_check(s) != f->checks[k])
      return diverged(k, fmt::format("the state after it differs from the saved one (check {:08x}, the file says "
                                     "{:08x}): the replay diverges here", action_check(s), f->checks[k]));
  }
  const replay_result got = result_of(s, int(f->actions.size()), f->result.end == outcome::capped);
  if (req.explain) fmt::print("{}\n", transcript.take());
  if (got != f->result || (f->result.end == outcome::capped && s.over())) {
    fmt::print(stderr, "error: {}: the replay ends with {}{}, the file says {}\n", req.file, to_text(got),
               s.over() ? "" : " (the game is not over)", to_text(f->result));
    return 1;
  }
  if (f->has_states && !same_end(req.file, *f, s)) return 1;
  fmt::print("ok: {} replays to its saved end ({}, {} actions)\n", req.file, to_text(got), got.actions);
  if (req.explain)
    for (engine::player_id p = 0; p < s.player_count(); ++p) fmt::print("\n{}", network_text(s, p, labels));
  return 0;
}

}  // namespace megacorp::sim
