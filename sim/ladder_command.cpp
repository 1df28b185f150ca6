// `megacorp ladder` (sim/commands.hpp): checks the request, then plays the matches the rule
// asks for (sim/ladder_plan.hpp) round after round, prints the table, or replays a sample.
#include <algorithm>
#include <atomic>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <unistd.h>

#include <fmt/format.h>

#include "library/game_cards.hpp"
#include "library/game_decks.hpp"
#include "run/text_behaviour.hpp"
#include "sim/commands.hpp"
#include "sim/deck_builder.hpp"
#include "sim/game.hpp"
#include "sim/ladder_plan.hpp"
#include "sim/ladder_play.hpp"
#include "sim/ladder_table.hpp"

namespace megacorp::sim {

namespace {

std::atomic<bool> interrupted{false};
extern "C" void on_ladder_sigint(int) { interrupted = true; }

// A missing file reads as no games when `may_be_missing`; one that cannot be read or
// parsed is an error.
std::string read_games(const std::string& path, std::vector<ladder_game>& games, bool may_be_missing) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec))
    return may_be_missing ? std::string() : fmt::format("cannot read \"{}\": no such file", path);
  if (std::filesystem::is_directory(path, ec)) return fmt::format("\"{}\" is a folder, not a games file", path);
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  if (!in || !(text << in.rdbuf())) {
    if (in && std::filesystem::file_size(path, ec) == 0) return {};
    return fmt::format("cannot read \"{}\"", path);
  }
  ladder_read r = read_ladder_games(text.str());
  if (!r.error.empty()) return fmt::format("{}: {}", path, r.error);
  games = std::move(r.games);
  return {};
}

// Written to a file beside it, then renamed over it: an interrupted write loses nothing.
std::string write_games(const std::string& path, const std::vector<ladder_game>& games) {
  const std::string temp = path + ".part";
  {
    std::ofstream out(temp, std::ios::binary);
    if (!(out << write_ladder_games(games)) || !out.flush()) return fmt::format("cannot write \"{}\"", temp);
  }
  std::error_code ec;
  std::filesystem::rename(temp, path, ec);
  return ec ? fmt::format("cannot write \"{}\": {}", path, ec.message()) : std::string();
}

// The decks and agents of a run, checked, with what the games share.
struct ladder_setup {
  ladder_context cx;
  std::vector<std::unique_ptr<checked::deck>> drawn;  // owns the drawn decks
  std::vector<std::string> agents, decks;             // canonical names, in the order given
};

std::string add_agent(ladder_setup& l, const std::string& text) {
  std::string why;
  const std::optional<ladder_agent> a = parse_ladder_agent(text, why);
  if (!a) return "--agents: " + why;
  if (l.cx.agents.count(a->name)) return fmt::format("--agents: '{}' is listed twice", a->name);
  l.agents.push_back(a->name);
  l.cx.agents.emplace(a->name, *a);
  return {};
}

// The deck by name (a library deck, or drawn:SEED), checked by the engine's deck rules.
std::string add_deck(const library& lib, ladder_setup& l, const std::string& name, bool& breaks_rules) {
  if (l.cx.decks.count(name)) return {};
  const checked::deck* d = lib.find_deck(name);
  if (!d) {
    const std::optional<std::uint64_t> seed = drawn_deck_seed(name);
    std::optional<checked::deck> made = seed ? draw_deck(*l.cx.db, *seed) : std::nullopt;
    if (seed && !made) return fmt::format("--decks: the library cannot make \"{}\" (sim/deck_builder.hpp)", name);
    if (!made) return fmt::format("--decks: {} (or drawn:SEED, a deck drawn from it)", no_such_deck(lib, name));
    l.drawn.push_back(std::make_unique<checked::deck>(std::move(*made)));
    d = l.drawn.back().get();
  }
  deck_list_result list = make_deck_list(*d, *l.cx.db);
  if (list.problems.empty()) list.problems = engine::validate_deck(list.deck, *l.cx.db);
  for (const std::string& p : list.problems) fmt::print(stderr, "error: deck \"{}\": {}\n", name, p);
  breaks_rules = breaks_rules || !list.problems.empty();
  l.cx.decks.emplace(name, d);
  return {};
}

// 0 and the setup, else the exit status (the error printed).
int make_ladder_setup(const library& lib, const ladder_request& req, ladder_setup& l) {
  l.cx.db = make_card_db(lib);
  l.cx.behaviour = make_text_behaviour(lib);
  std::string why;
  for (const std::string& a : req.agents)
    if (why.empty()) why = add_agent(l, a);
  bool breaks_rules = false;
  for (const std::string& d : req.decks)
    if (why.empty() && !l.cx.decks.count(d)) why = add_deck(lib, l, d, breaks_rules), l.decks.push_back(d);
  if (why.empty() && req.jobs < 1) why = "--jobs must be from 1 to 256";
  if (why.empty() && req.jobs > 256) why = fmt::format("--jobs must be from 1 to 256, not {}", req.jobs);
  if (!why.empty()) return fmt::print(stderr, "error: {}\n", why), 2;
  return breaks_rules ? 1 : 0;
}

using game_keys = std::set<std::tuple<std::string, std::string, std::string, std::string, std::uint32_t>>;

// The games of the match's `rounds` rounds the file does not hold yet, in the order of their
// index (a round's two games are indexes 2r and 2r + 1).
std::vector<ladder_game> missing_games(const ladder_setup& l, const match_target& t, const game_keys& have) {
  std::vector<ladder_game> out;
  const std::string& x = l.agents[t.a];
  const std::string& y = l.agents[t.b];
  ladder_game g;
  g.agent_a = std::min(x, y), g.agent_b = std::max(x, y);
  // Round by round, so that a run stopped early leaves whole rounds (every pairing, both seats).
  for (std::uint32_t i = 0; i < 2 * t.rounds; ++i)
    for (const std::string& da : l.decks)
      for (const std::string& db : l.decks) {
        g.deck_a = da, g.deck_b = db, g.game = i;
        if (have.count(g.key())) continue;
        g.seed = ladder_seed(da, db, i);
        out.push_back(g);
      }
  return out;
}



// The file's games between the listed agents on the listed decks.
std::vector<ladder_game> games_of(const ladder_setup& l, const std::vector<ladder_game>& games) {
  std::vector<ladder_game> out;
  for (const ladder_game& g : games)
    if (l.cx.agents.count(g.agent_a) && l.cx.agents.count(g.agent_b) && l.cx.decks.count(g.deck_a) &&
        l.cx.decks.count(g.deck_b))
      out.push_back(g);
  return out;
}

// Plays `todo`, adds what was played to `games` and rewrites the file: 0, else the status.
int play_and_keep(const ladder_request& req, const ladder_setup& l, std::vector<ladder_game> todo,
                  std::vector<ladder_game>& games) {
  const ladder_played p = play_ladder_games(l.cx, todo, req.jobs, &interrupted, isatty(STDERR_FILENO));
  for (std::size_t k = 0; k < todo.size(); ++k)
    if (p.done[k]) games.push_back(std::move(todo[k]));
  if (const std::string why = write_games(req.file, games); !why.empty()) return fmt::print(stderr, "error: {}\n", why), 2;
  for (const std::string& e : p.errors) fmt::print(stderr, "error: {}\n", e);
  if (!p.errors.empty()) return 1;
  return p.interrupted ? 130 : 0;
}

// Until the rule asks for nothing more: rate, pick the matches, play their missing games.
int run_matches(const ladder_request& req, const ladder_setup& l, std::vector<ladder_game>& games) {
  const ladder_rule rule{req.min_games, req.step_games, req.max_games};
  const std::size_t pairings = l.decks.size() * l.decks.size();
  for (;;) {
    const std::vector<ladder_game> ours = games_of(l, games);
    const std::vector<match_target> targets = next_targets(rate_agents(l.agents, ours), pairings, rule);
    if (targets.empty()) return 0;
    game_keys have;
    for (const ladder_game& g : games) have.insert(g.key());
    std::vector<ladder_game> todo;
    for (const match_target& t : targets) {
      std::vector<ladder_game> more = missing_games(l, t, have);
      fmt::print(stderr, "{} vs {}: {} games to play, to {} in all\n", l.agents[t.a], l.agents[t.b], more.size(),
                 2 * t.rounds * pairings);
      todo.insert(todo.end(), more.begin(), more.end());
    }
    if (const int status = play_and_keep(req, l, std::move(todo), games); status != 0) return status;
  }
}

// --verify: `count` games of the listed agents, drawn by a seeded partial shuffle of the
// file's lines, in file order.
std::vector<ladder_game> sample_games(const std::vector<ladder_game>& games, const std::set<std::string>& agents,
                                      std::size_t count, std::uint64_t seed) {
  std::vector<ladder_game> pool;
  for (const ladder_game& g : games)
    if (agents.count(g.agent_a) && agents.count(g.agent_b)) pool.push_back(g);
  std::vector<std::size_t> index(pool.size());
  for (std::size_t k = 0; k < index.size(); ++k) index[k] = k;
  count = std::min(count, pool.size());
  for (std::size_t k = 0; k < count; ++k)
    std::swap(index[k], index[k + game_seed(seed, 0, k) % (index.size() - k)]);
  index.resize(count);
  std::sort(index.begin(), index.end());
  std::vector<ladder_game> out;
  for (std::size_t k : index) out.push_back(pool[k]);
  return out;
}

int run_verify(const library& lib, const ladder_request& req, const std::vector<ladder_game>& games) {
  ladder_request as_run = req;
  as_run.decks.clear();  // the sampled games' decks are added below
  if (as_run.agents.empty()) as_run.agents = {"random", "greedy"};
  ladder_setup l;
  if (const int status = make_ladder_setup(lib, as_run, l); status != 0) return status;
  const std::vector<ladder_game> sample =
      sample_games(games, {l.agents.begin(), l.agents.end()}, static_cast<std::size_t>(req.verify), req.seed);
  if (sample.empty()) return fmt::print(stderr, "error: {} holds no game between {}\n", req.file, fmt::join(l.agents, ", ")), 1;
  bool breaks_rules = false;
  for (const ladder_game& g : sample)
    for (const std::string& d : {g.deck_a, g.deck_b})
      if (const std::string why = add_deck(lib, l, d, breaks_rules); !why.empty())
        return fmt::print(stderr, "error: {}\n", why), 2;
  if (breaks_rules) return 1;
  int differ = 0;
  for (const ladder_game& g : sample) {
    const ladder_game again = play_ladder_game(l.cx, g);
    const bool same = again.result == g.result && again.turns == g.turns;
    differ += !same;
    fmt::print("{}: {} ({}) vs {} ({}), game {}, seed {}: recorded {} in {} turns, replayed {} in {} turns\n",
               same ? "same" : "DIFFERS", g.agent_a, g.deck_a, g.agent_b, g.deck_b, g.game, g.seed, g.result, g.turns,
               again.result, again.turns);
  }
  fmt::print("{} of {} sampled games replayed as recorded\n", sample.size() - differ, sample.size());
  return differ ? 1 : 0;
}

std::string refuse_numbers(const ladder_request& req) {
  if (req.agents.size() < 2) return fmt::format("--agents needs at least 2 agents (got {})", req.agents.size());
  if (req.decks.empty()) return "--decks needs at least 1 deck";
  if (req.min_games < 2) return "--min-games must be at least 2";
  if (req.step_games < 1 || req.step_games > 1000000) return "--step-games must be from 1 to 1000000";
  if (req.max_games < req.min_games)
    return fmt::format("--max-games ({}) must be at least --min-games ({})", req.max_games, req.min_games);
  if (req.max_games > 1000000) return "--max-games must be at most 1000000";
  return {};
}

// --print-decks: each deck of --decks as card language (drawn ones as drawn).
int print_decks(const library& lib, ladder_request req) {
  req.agents.clear();
  ladder_setup l;
  if (const int status = make_ladder_setup(lib, req, l); status != 0) return status;
  for (const std::string& name : l.decks) fmt::print("{}", deck_source(*l.cx.decks.at(name)));
  return 0;
}

void print_tables(const ladder_request& req, const std::vector<ladder_game>& games) {
  if (req.json) fmt::print("{}\n", ladder_json(games).dump(2));
  else fmt::print("{}", render_ladder_tables(games));
}

}  // namespace

int run_ladder(const library& lib, const ladder_request& req) {
  if (req.json && (req.print_decks || req.verify != 0))
    return fmt::print(stderr, "error: --format json: 'ladder' writes its ratings as JSON; --print-decks writes card "
                              "language and --verify text\n"), 2;
  if (req.print_decks) return print_decks(lib, req);
  if (req.file.empty()) return fmt::print(stderr, "error: ladder needs a games FILE (docs/ladder/games.tsv)\n"), 2;
  std::vector<ladder_game> games;
  if (const std::string why = read_games(req.file, games, !req.table && req.verify == 0); !why.empty())
    return fmt::print(stderr, "error: {}\n", why), 2;
  if (req.table) return print_tables(req, games), 0;
  if (req.verify < 0) return fmt::print(stderr, "error: --verify must be at least 1\n"), 2;
  if (req.verify > 0) return run_verify(lib, req, games);
  if (const std::string why = refuse_numbers(req); !why.empty()) return fmt::print(stderr, "error: {}\n", why), 2;
  ladder_setup l;
  if (const int status = make_ladder_setup(lib, req, l); status != 0) return status;
  interrupted = false;
  void (*previous)(int) = std::signal(SIGINT, on_ladder_sigint);
  int status = run_matches(req, l, games);
  std::signal(SIGINT, previous);
  // Written sorted even when nothing was played: files joined by hand come out as one.
  if (status == 0)
    if (const std::string why = write_games(req.file, games); !why.empty())
      fmt::print(stderr, "error: {}\n", why), status = 2;
  if (status == 0 || status == 130) print_tables(req, games_of(l, games));
  return status;
}

}  // namespace megacorp::sim
