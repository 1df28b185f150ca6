// Sessions and replay files (session/replay_session.hpp).
#include "session/replay_session.hpp"

#include <fmt/format.h>

#include "engine/rules.hpp"
#include "engine/state_hash.hpp"
#include "input/excerpt.hpp"
#include "library/game_cards.hpp"
#include "library/game_decks.hpp"
#include "run/text_behaviour.hpp"
#include "vocabulary/variants.hpp"

namespace megacorp::session {

replay_file origin_of(const std::vector<const checked::deck*>& decks, const game_request& req) {
  replay_file f;
  f.rules = req.variants;
  f.max_turns = req.limits.max_turns;
  f.max_actions_per_turn = req.limits.max_actions_per_turn;
  f.seed = req.seed;
  for (const checked::deck* d : decks) f.decks.push_back(*d);
  return f;
}

std::string replay_text(const library& lib, const game_session& g, std::string& why) {
  if (!g.origin()) {
    why = "this game did not start from two decks and a seed, so it has no replay file (a replay starts from decks)";
    return {};
  }
  replay_file f = *g.origin();
  f.library = library_hash(lib);
  engine::state s = g.start();
  for (const engine::action& a : g.taken()) {
    engine::apply(s, a, nullptr);
    f.checks.push_back(action_check(s));
    f.actions.push_back(engine::to_text(a));
  }
  const bool capped = !s.over();  // unfinished, or stopped at a limit
  f.result = result_of(s, static_cast<int>(f.actions.size()), capped);
  f.has_states = true;
  f.final_state = engine::state_hash(s);
  f.reason = end_reason(s, capped);
  f.undo_used = g.undo_used();
  return write_replay(f);
}

namespace {

// The number of the first line of `text` whose first word is `key` (0 when none).
int line_of(const std::string& text, std::string_view key) {
  int n = 1;
  for (std::size_t at = 0; at < text.size(); ++n) {
    const std::size_t end = std::min(text.find('\n', at), text.size());
    const std::string_view line = std::string_view(text).substr(at, end - at);
    if (line.starts_with(key) && (line.size() == key.size() || line[key.size()] == ' ')) return n;
    at = end + 1;
  }
  return 0;
}

// The game the file starts from, or an error naming what prevents it.
std::optional<engine::state> replay_start(const library& lib, const replay_file& f, std::string& error) {
  engine::rules_options rules;
  for (const std::string& v : f.rules)
    if (!apply_variant(v, rules, lib.variants())) {
      error = "the rules: " + unknown_variant(excerpt(v), lib.variants());
      return std::nullopt;
    }
  auto game = new_deck_game(make_card_db(lib), make_text_behaviour(lib), {&f.decks[0], &f.decks[1]}, f.seed, rules);
  if (!game.game) error = fmt::format("the decks (from the first `deck` line) cannot start a game: {}", excerpt(fmt::format("{}", fmt::join(game.problems, "; ")), 4 * max_excerpt));
  return std::move(game.game);
}

// Why action k of the file cannot be taken in `g`, or empty once taken and checked.
std::string take_action(const replay_file& f, std::size_t k, game_session& g) {
  std::string error;
  const auto a = engine::parse_action(f.actions[k], &error);
  if (!a) return "cannot read it: " + error;
  const act_result r = g.act_text(a->player, f.actions[k]);
  if (!r.ok) return "refused: " + r.refusal + " (the replay diverges here)";
  if (k < f.checks.size() && action_check(g.game()) != f.checks[k])
    return fmt::format("the state after it differs from the saved one (check {:08x}, the file says {:08x}): the "
                       "replay diverges here", action_check(g.game()), f.checks[k]);
  return {};
}

// Every action of the file, in order; the first that fails, named with its line.
std::string take_actions(const replay_file& f, game_session& g) {
  for (std::size_t k = 0; k < f.actions.size(); ++k) {
    std::string why;
    try {
      why = take_action(f, k, g);
    } catch (const std::exception& e) {
      why = std::string("the engine stopped: ") + e.what();
    }
    if (!why.empty())
      return fmt::format("line {}: action {} (`{}`): {}", f.first_action_line + static_cast<int>(k), k + 1,
                         excerpt(f.actions[k]), excerpt(why, 4 * max_excerpt));
  }
  return {};
}

// Whether the game reached the end the file saved; else why not.
std::string check_end(const replay_file& f, const engine::state& s) {
  const bool capped = f.result.end == outcome::capped;
  const replay_result got = result_of(s, static_cast<int>(f.actions.size()), capped);
  if (got != f.result || (capped && s.over()))
    return fmt::format("the result: the replay ends with {}, the file says {}", to_text(got), to_text(f.result));
  if (f.has_states && (engine::state_hash(s) != f.final_state || end_reason(s, capped) != f.reason))
    return fmt::format("the final state: the replay ends in state {:016x} ({}), the file says {:016x} ({})",
                       engine::state_hash(s), end_reason(s, capped), f.final_state, excerpt(f.reason));
  return {};
}

std::vector<std::string> warnings_of(const library& lib, const replay_file& f) {
  std::vector<std::string> out;
  if (!f.has_states) out.push_back("saved without state checks (format 1): only its end is compared");
  if (library_hash(lib) != f.library)
    out.push_back(fmt::format("saved with card library {}, opened with {}: the cards may have changed",
                              excerpt(f.library), library_hash(lib)));
  return out;
}

}  // namespace

opened_replay open_replay(const library& lib, const std::string& text, const play_limits& most) {
  opened_replay out;
  std::string error;
  std::optional<replay_file> f = read_replay(text, error);
  if (!f) return {nullptr, "line " + error, {}};
  // An error about the whole file names the line of what it is about.
  const auto at = [&](std::string_view key) { return fmt::format("line {}: {}", line_of(text, key), error); };
  if (f->max_turns > most.max_turns || f->max_actions_per_turn > most.max_actions_per_turn) {
    error = fmt::format("the limits: at most max-turns={} max-actions-per-turn={} here", most.max_turns,
                        most.max_actions_per_turn);
    return {nullptr, at("limits"), {}};
  }
  std::optional<engine::state> start = replay_start(lib, *f, error);
  if (!start) return {nullptr, at(error.starts_with("the rules") ? "rules" : "deck"), {}};
  std::vector<std::unique_ptr<agent>> people(2);
  auto g = std::make_unique<game_session>(std::move(*start), std::vector<std::string>{f->decks[0].name, f->decks[1].name},
                                          std::move(people), play_limits{f->max_turns, f->max_actions_per_turn, false});
  if (error = take_actions(*f, *g); !error.empty()) return {nullptr, error, {}};
  if (error = check_end(*f, g->game()); !error.empty())
    return {nullptr, at(error.starts_with("the result") ? "result" : "final"), {}};
  out.warnings = warnings_of(lib, *f);
  f->actions.clear(), f->checks.clear();
  g->set_origin(std::move(*f));
  g->jump(0);
  out.game = std::move(g);
  return out;
}

}  // namespace megacorp::session
