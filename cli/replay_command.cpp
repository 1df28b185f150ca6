// `megacorp replay`: a saved game applied again, action by action, against what it recorded.
#include <optional>

#include <fmt/format.h>

#include "engine/rules.hpp"
#include "engine/state_hash.hpp"
#include "input/excerpt.hpp"
#include "input/read.hpp"
#include "library/game_cards.hpp"
#include "library/game_decks.hpp"
#include "cli/export_scenario.hpp"
#include "cli/play_json.hpp"
#include "cli/play_text.hpp"
#include "run/text_behaviour.hpp"
#include "vocabulary/variants.hpp"
#include "sim/commands.hpp"
#include "library/replay_file.hpp"

namespace megacorp::sim {

namespace {

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

namespace {

// The file read and parsed, with warnings for an old format or another library; nullopt
// after printing why it cannot be replayed.
std::optional<replay_file> load_replay(const library& lib, const std::string& file) {
  std::string text, error;
  if (!read_input(file, text, error)) {  // docs/install.md, "Inputs"
    fmt::print(stderr, "error: cannot read \"{}\": {}\n", file, error);
    return std::nullopt;
  }
  std::optional<replay_file> f = read_replay(text, error);
  if (!f) {
    fmt::print(stderr, "error: {}:{}\n", file, error);
    return std::nullopt;
  }
  if (!f->has_states)
    fmt::print(stderr, "warning: {}: saved without state hashes (format 1): only its end, winner, turn and action "
                       "count are compared (docs/replays.md)\n", file);
  if (f->undo_used)
    fmt::print(stderr, "note: {}: played with undo (docs/play.md, \"Time travel\"): an action was taken back and "
                       "another played in its place\n", file);
  const std::string hash = library_hash(lib);
  if (hash != f->library)
    fmt::print(stderr, "warning: {}: saved with card library {}, replayed with {}: the cards may have changed\n",
               file, excerpt(f->library), hash);
  return f;
}

// What the replay prints as it goes: nothing, the --explain transcript, or JSON lines.
struct replay_output {
  const replay_request& req;
  play_transcript transcript;
  play_json lines;
  play_observer* watch() { return req.json ? static_cast<play_observer*>(&lines) : req.explain ? &transcript : nullptr; }
};

void print_replay_start(replay_output& out, const replay_file& f, const std::vector<std::string>& labels) {
  if (out.req.json)
    print_json_line("game", {{"file", out.req.file}, {"decks", labels}, {"seed", f.seed}, {"rules", f.rules}});
  else if (out.req.explain)
    fmt::print("Replay of {}: {} against {}, seed {}{}\n\n", out.req.file, player_label(0, labels),
               player_label(1, labels), f.seed, f.rules.empty() ? "" : fmt::format(", rules {}", fmt::join(f.rules, ", ")));
}

// Applies the file's actions to `s`; 0, or 1 after naming the action where it diverges.
int replay_actions(const replay_file& f, engine::state& s, replay_output& out) {
  std::string error;
  engine::event_log log;
  play_observer* watch = out.watch();
  auto diverged = [&](std::size_t k, const std::string& why) {
    if (out.req.explain) fmt::print("{}", out.transcript.take());
    fmt::print(stderr, "error: {}:{}: action {} (`{}`): {}\n", out.req.file, f.first_action_line + int(k), k + 1,
               excerpt(f.actions[k]), excerpt(why, 4 * max_excerpt));
    return 1;
  };
  for (std::size_t k = 0; k < f.actions.size(); ++k) {
    const auto a = engine::parse_action(f.actions[k], &error);
    if (!a) return diverged(k, "cannot read it: " + error);
    if (s.over()) return diverged(k, fmt::format("the game is already over (turn {}): the replay diverges here", s.turn_number));
    if (const engine::verdict v = engine::check(s, *a); !v)
      return diverged(k, "refused: " + v.reason + " (the replay diverges here)");
    if (watch) watch->before(s, *a);
    log.clear();
    try {
      engine::apply(s, *a, watch ? &log : nullptr);
    } catch (const std::exception& e) {
      return diverged(k, std::string("the engine stopped: ") + e.what());
    }
    if (watch) watch->after(s, *a, log.events());
    if (k < f.checks.size() && action_check(s) != f.checks[k])
      return diverged(k, fmt::format("the state after it differs from the saved one (check {:08x}, the file says "
                                     "{:08x}): the replay diverges here", action_check(s), f.checks[k]));
  }
  return 0;
}

// The end reached against the saved one; 0 and the closing lines, or 1 after saying how they differ.
int check_end(const replay_file& f, const engine::state& s, replay_output& out, const std::vector<std::string>& labels) {
  const replay_result got = result_of(s, int(f.actions.size()), f.result.end == outcome::capped);
  if (out.req.explain) fmt::print("{}\n", out.transcript.take());
  if (got != f.result || (f.result.end == outcome::capped && s.over())) {
    fmt::print(stderr, "error: {}: the replay ends with {}{}, the file says {}\n", out.req.file, to_text(got),
               s.over() ? "" : " (the game is not over)", to_text(f.result));
    return 1;
  }
  if (f.has_states && !same_end(out.req.file, f, s)) return 1;
  if (out.req.json) {
    print_json_line("result", {{"ok", true}, {"result", to_text(got)}, {"actions", got.actions}});
    return 0;
  }
  fmt::print("ok: {} replays to its saved end ({}, {} actions)\n", out.req.file, to_text(got), got.actions);
  if (out.req.explain)
    for (engine::player_id p = 0; p < s.player_count(); ++p) fmt::print("\n{}", network_text(s, p, labels));
  return 0;
}

}  // namespace

namespace {

// --export-scenario: the file's start and its first --export-at actions as a scenario (the
// writer applies each and stops at one the engine refuses; the saved end is not compared).
int export_replay(const library& lib, const replay_file& f, const replay_request& req) {
  std::vector<std::string> actions = f.actions;
  if (req.export_at >= 0) {
    if (static_cast<std::size_t>(req.export_at) > actions.size()) {
      fmt::print(stderr, "error: --export-at {}: {} holds {} actions\n", req.export_at, req.file, actions.size());
      return 2;
    }
    actions.resize(static_cast<std::size_t>(req.export_at));
  }
  const game_start start{f.decks, std::nullopt, f.rules, f.seed};
  const std::string title = fmt::format("{} against {}, seed {}, after {} actions (from {})", f.decks[0].name,
                                        f.decks[1].name, f.seed, actions.size(), excerpt(req.file));
  return export_scenario(lib, start, actions, title, {req.export_scenario, req.export_board});
}

}  // namespace

int run_replay(const library& lib, const replay_request& req) {
  if (req.json && req.explain) {
    fmt::print(stderr, "error: --explain prints text; --format json prints the game as JSON lines already\n");
    return 2;
  }
  const std::optional<replay_file> f = load_replay(lib, req.file);
  if (!f) return 2;
  if (!req.export_scenario.empty()) return export_replay(lib, *f, req);
  engine::rules_options rules;
  for (const std::string& v : f->rules)
    if (!apply_variant(v, rules, lib.variants())) {
      fmt::print(stderr, "error: {}: {}\n", req.file, unknown_variant(excerpt(v), lib.variants()));
      return 1;
    }
  auto game = new_deck_game(make_card_db(lib), make_text_behaviour(lib), {&f->decks[0], &f->decks[1]}, f->seed, rules);
  if (!game.game) {
    for (const auto& p : game.problems) fmt::print(stderr, "error: {}: {}\n", req.file, excerpt(p, 4 * max_excerpt));
    return 1;
  }
  engine::state s = std::move(*game.game);
  const std::vector<std::string> labels = {f->decks[0].name, f->decks[1].name};
  replay_output out{req, play_transcript(labels), {}};
  print_replay_start(out, *f, labels);
  if (const int status = replay_actions(*f, s, out); status != 0) return status;
  return check_end(*f, s, out, labels);
}

}  // namespace megacorp::sim
