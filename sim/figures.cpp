#include "sim/figures.hpp"

#include <map>

#include <fmt/format.h>

#include "engine/types.hpp"
#include "sim/balance.hpp"
#include "sim/importance.hpp"
#include "sim/stats.hpp"

namespace megacorp::sim {

using nlohmann::ordered_json;

using detail::card_figures;
using detail::rate;

void detail::rate::add(const game_record& g, int seat) {
  ++games;
  if (g.end == outcome::draw) ++draws;
  else if (g.end == outcome::capped) ++capped;
  else if (g.winner == seat) ++wins;
}

namespace {

ordered_json json(const rate& r) {
  const interval i = wilson(r.wins, r.games);
  return {{"games", r.games}, {"wins", r.wins}, {"losses", r.games - r.wins - r.draws - r.capped}, {"draws", r.draws},
          {"capped", r.capped}, {"win_rate", r.games ? double(r.wins) / double(r.games) : 0.0},
          {"low95", i.low}, {"high95", i.high}};
}

ordered_json length_json(const std::vector<std::int64_t>& values, std::int64_t width) {
  const summary s = summarize(values, width);
  ordered_json hist = ordered_json::array();
  for (const auto& [from, n] : s.histogram) hist.push_back({{"from", from}, {"to", from + width - 1}, {"games", n}});
  return {{"mean", s.mean}, {"median", s.median}, {"min", s.min}, {"max", s.max}, {"bin_width", width},
          {"histogram", hist}};
}

const card_tally* find_tally(const game_record& g, int seat, engine::def_id def) {
  for (const card_tally& t : g.cards)
    if (t.seat == seat && t.def == def) return &t;
  return nullptr;
}

}  // namespace

reducer::reducer(const run_description& run, const engine::card_db& db)
    : run_(run), db_(db), deck_all_(run.decks.size()), deck_first_(run.decks.size()),
      deck_second_(run.decks.size()), pair_a_(run.pairs.size()), deck_seat_(run.decks.size()),
      card_order_(run.decks.size()), cards_(run.decks.size()), winners_(run.pairs.size()), firsts_(run.pairs.size()),
      pair_turns_(run.pairs.size()), own_cards_(run.decks.size()) {
  for (std::size_t d = 0; d < run.decks.size(); ++d) {
    auto note = [&](const std::string& name) {
      if (auto id = db.find(name); id && !cards_[d].count(*id)) card_order_[d].push_back(*id), cards_[d][*id];
    };
    note(run.decks[d]->business);
    note(run.decks[d]->founder);
    for (const auto& e : run.decks[d]->resources) note(e.name);
    for (const auto& e : run.decks[d]->main) note(e.name);
    own_cards_[d] = card_order_[d].size();
  }
}

void reducer::note_game(const game_record& g) {
  static constexpr char winner[] = {'1', '2'};
  winners_[g.pair] += g.end == outcome::draw ? 'd' : g.end == outcome::capped ? 'c' : winner[g.winner ? 1 : 0];
  firsts_[g.pair] += g.first == engine::no_player ? '-' : winner[g.first ? 1 : 0];
  pair_turns_[g.pair].push_back(g.turns);
}

void reducer::add(const game_record& g) {
  if (!g.done) return;
  if (watcher_) watcher_(g);
  // A card first touched now was deployed in none of the deck's earlier games.
  for (const card_tally& t : g.cards)
    if (const std::uint8_t d = g.deck[t.seat]; !cards_[d].count(t.def)) {
      card_order_[d].push_back(t.def);
      cards_[d][t.def].without = deck_all_[d];
    }
  ++played_;
  if (g.end == outcome::win) ++wins_, ++how_[g.how];
  else if (g.end == outcome::draw) ++draws_;
  else ++capped_;
  turns_.push_back(g.turns);
  actions_.push_back(g.actions);
  note_game(g);
  pair_a_[g.pair].add(g, g.deck[0] == run_.pairs[g.pair].first ? 0 : 1);
  if (g.first == engine::no_player) ++no_first_;
  else first_player_.add(g, g.first);
  for (int s = 0; s < 2; ++s) {
    const std::uint8_t d = g.deck[s];
    seat_[s].add(g, s);
    deck_all_[d].add(g, s);
    deck_seat_[d][s].add(g, s);
    if (g.first != engine::no_player) (g.first == s ? deck_first_ : deck_second_)[d].add(g, s);
    for (auto& [def, c] : cards_[d]) {
      const card_tally* t = find_tally(g, s, def);
      if (t) c.bought += t->bought, c.deployed += t->deployed, c.destroyed += t->destroyed, c.sold += t->sold;
      (t && t->deployed ? c.with : c.without).add(g, s);
    }
  }
}

ordered_json reducer::figures(bool interrupted) const {
  const run_description& run = run_;
  ordered_json out;
  ordered_json names = ordered_json::array();
  for (const auto* d : run.decks) names.push_back(d->name);
  out["run"] = {{"seed", run.seed}, {"games_per_pair", run.games_per_pair}, {"agent", run.agent},
                {"agent_b", run.agent_b},
                {"rules", run.rules}, {"max_turns", run.limits.max_turns},
                {"max_actions_per_turn", run.limits.max_actions_per_turn},
                {"check_invariants", run.limits.check_invariants}, {"decks", names},
                {"pairs", run.pairs.size()}, {"games_planned", run.pairs.size() * run.games_per_pair},
                {"games_played", played_}, {"interrupted", interrupted}};
  if (run.mcts_iterations > 0) out["run"]["mcts_iterations"] = run.mcts_iterations;
  out["outcomes"] = {{"wins", wins_}, {"draws", draws_}, {"capped", capped_}};
  ordered_json decks = ordered_json::array();
  for (std::size_t d = 0; d < run.decks.size(); ++d) {
    ordered_json j = {{"deck", run.decks[d]->name}};
    j.update(json(deck_all_[d]));
    j["seat1"] = json(deck_seat_[d][0]);
    j["seat2"] = json(deck_seat_[d][1]);
    j["went_first"] = json(deck_first_[d]);
    j["went_second"] = json(deck_second_[d]);
    decks.push_back(j);
  }
  out["decks"] = decks;
  ordered_json pairs = ordered_json::array();
  for (std::size_t p = 0; p < run.pairs.size(); ++p) {
    ordered_json j = {{"deck_a", run.decks[run.pairs[p].first]->name}, {"deck_b", run.decks[run.pairs[p].second]->name}};
    j.update(json(pair_a_[p]));  // wins, win_rate: deck_a's
    rate b = pair_a_[p];         // the same games from deck_b's side: deck_a's losses are its wins
    b.wins = b.games - b.wins - b.draws - b.capped;
    j["deck_b_record"] = json(b);
    j["turns"] = length_json(pair_turns_[p], 1);
    j["turns"].erase("histogram");
    j["turns"].erase("bin_width");
    pairs.push_back(j);
  }
  out["pairs"] = pairs;
  out["seats"] = {{"seat1", json(seat_[0])}, {"seat2", json(seat_[1])}};
  out["first_player"] = json(first_player_);
  out["first_player"]["games_without_a_first_player"] = no_first_;
  out["length"] = {{"turns", length_json(turns_, 1)}, {"actions", length_json(actions_, 50)}};
  ordered_json how_won = ordered_json::array();
  for (const auto& [reason, n] : how_) how_won.push_back({{"loss_reason", std::string(engine::to_string(reason))}, {"games", n}});
  out["how_won"] = how_won;
  ordered_json card_rows = ordered_json::array();
  for (std::size_t d = 0; d < run.decks.size(); ++d)
    for (std::size_t k = 0; k < card_order_[d].size(); ++k) {
      const engine::def_id def = card_order_[d][k];
      const card_figures& c = cards_[d].at(def);
      card_rows.push_back({{"deck", run.decks[d]->name}, {"card", db_[def].name}, {"in_deck", k < own_cards_[d]},
                           {"bought", c.bought},
                           {"deployed", c.deployed}, {"destroyed", c.destroyed}, {"sold", c.sold},
                           {"when_deployed", json(c.with)}, {"when_not_deployed", json(c.without)}});
    }
  out["cards"] = card_rows;
  out["games"] = games_json();
  return out;
}

ordered_json reducer::games_json() const {
  ordered_json games = ordered_json::array();
  for (std::size_t p = 0; p < run_.pairs.size(); ++p)
    games.push_back({{"pair", p}, {"winner", winners_[p]}, {"first", firsts_[p]}, {"turns", pair_turns_[p]}});
  return games;
}

ordered_json reduce(const run_description& run, const std::vector<game_record>& records, const engine::card_db& db,
                    bool interrupted) {
  reducer r(run, db);
  for (const game_record& g : records) r.add(g);
  return r.figures(interrupted);
}

namespace {

std::string pct(const ordered_json& r) {
  if (r["games"].get<std::uint64_t>() == 0) return "no games";
  return fmt::format("{:5.1f}% [{:5.1f}, {:5.1f}] of {}", 100 * r["win_rate"].get<double>(),
                     100 * r["low95"].get<double>(), 100 * r["high95"].get<double>(), r["games"].get<std::uint64_t>());
}

std::string csv_rate(const std::string& table, const std::string& deck, const std::string& key, const ordered_json& r,
                     const std::string& counts = ",,,") {
  return fmt::format("{},{},{},{},{},{},{},{},{},{},{},,,,\n", table, csv_field(deck), csv_field(key),
                     r["games"].get<std::uint64_t>(), r["wins"].get<std::uint64_t>(), r["draws"].get<std::uint64_t>(),
                     r["capped"].get<std::uint64_t>(), r["win_rate"].dump(), r["low95"].dump(), r["high95"].dump(),
                     counts);
}

// "greedy", or "mcts (200 iterations) vs greedy" when the decks' agents differ.
std::string agents(const ordered_json& run) {
  auto name = [&](const char* key) {
    std::string n = run[key].get<std::string>();
    if (n == "mcts" && run.contains("mcts_iterations"))
      n += fmt::format(" ({} iterations)", run["mcts_iterations"].get<int>());
    return n;
  };
  const int budget = run.value("mcts_iterations", 0);
  auto rated = [&](const char* key) {
    return name(key) + " (" + rating_text(ladder_name(run[key].get<std::string>(), budget)) + ")";
  };
  std::string out = rated("agent");
  if (run["agent_b"] != run["agent"]) out.append(" vs ").append(rated("agent_b"));
  return out;
}

// A rate with "(thin)" when it has fewer than 30 games or an interval wider than 30 points.
std::string card_pct(const ordered_json& r) {
  const bool thin = r["games"].get<std::uint64_t>() < 30 || r["high95"].get<double>() - r["low95"].get<double>() > 0.30;
  return pct(r) + (thin ? " (thin)" : "");
}

std::string card_lines(const ordered_json& f, bool own) {
  std::string out;
  for (const auto& c : f["cards"])
    if (c.value("in_deck", true) == own)
      out += fmt::format("  {:<24} {:<28} {:>6} {:>8} {:>9} {:>5}  {:<43} {}\n", c["deck"].get<std::string>(),
                         c["card"].get<std::string>(), c["bought"].get<std::uint64_t>(), c["deployed"].get<std::uint64_t>(),
                         c["destroyed"].get<std::uint64_t>(), c["sold"].get<std::uint64_t>(), card_pct(c["when_deployed"]),
                         card_pct(c["when_not_deployed"]));
  return out;
}

std::string cards_text(const ordered_json& f) {
  std::string out = "\nCards (per deck, its own list; win rate of its games with a copy deployed vs none):\n";
  out += "  Confounded: cards are deployed when the game allows and events played when behind, so this is not what a\n"
         "  card is worth; --importance DECK --filler NAME measures it. (thin): under 30 games or an interval over 30 points.\n";
  const std::string head = fmt::format("  {:<24} {:<28} {:>6} {:>8} {:>9} {:>5}  {:<43} {}\n", "deck", "card", "bought",
                                       "deployed", "destroyed", "sold", "deployed", "not deployed");
  out += head + card_lines(f, true);
  if (const std::string others = card_lines(f, false); !others.empty())
    out += "\nCards bought from other decks' markets:\n" + head + others;
  return out;
}

std::string pair_length_text(const ordered_json& f) {
  std::string out;
  for (const auto& p : f["pairs"])
    if (p.contains("turns"))
      out += fmt::format("  {} vs {}: mean {:.1f}, median {}, min {}, max {}\n", p["deck_a"].get<std::string>(),
                         p["deck_b"].get<std::string>(), p["turns"]["mean"].get<double>(), p["turns"]["median"].get<double>(),
                         p["turns"]["min"].get<std::int64_t>(), p["turns"]["max"].get<std::int64_t>());
  return out.empty() ? out : "Game length in turns by pairing:\n" + out;
}

}  // namespace

std::string format_text(const ordered_json& f, const std::string& timing) {
  const auto& run = f["run"];
  std::string out = fmt::format("Simulation: {} game(s) played of {} ({} per pair, {} pair(s)), seed {}, agent {}{}\n",
                                run["games_played"].get<std::uint64_t>(), run["games_planned"].get<std::uint64_t>(),
                                run["games_per_pair"].get<std::uint64_t>(), run["pairs"].get<std::uint64_t>(),
                                run["seed"].get<std::uint64_t>(), agents(run),
                                run["rules"].empty() ? "" : ", rules " + run["rules"].dump());
  if (run["interrupted"].get<bool>()) out += "INTERRUPTED: the figures cover only the games finished\n";
  const auto& o = f["outcomes"];
  out += fmt::format("Outcomes: {} won, {} drawn, {} stopped at a cap ({} turns or {} actions in a turn)\n",
                     o["wins"].get<std::uint64_t>(), o["draws"].get<std::uint64_t>(), o["capped"].get<std::uint64_t>(),
                     run["max_turns"].get<int>(), run["max_actions_per_turn"].get<int>());
  out += "\nWin rate per deck (wins / games, Wilson 95% interval):\n";
  for (const auto& d : f["decks"]) {
    out += fmt::format("  {:<24} {}  (draws {}, capped {})\n", d["deck"].get<std::string>(), pct(d),
                       d["draws"].get<std::uint64_t>(), d["capped"].get<std::uint64_t>());
    out += fmt::format("    seat 1: {}   seat 2: {}\n", pct(d["seat1"]), pct(d["seat2"]));
    out += fmt::format("    went first: {}   went second: {}\n", pct(d["went_first"]), pct(d["went_second"]));
  }
  out += "\nPairs (first deck's win rate):\n";
  for (const auto& p : f["pairs"])
    out += fmt::format("  {} vs {}: {}\n", p["deck_a"].get<std::string>(), p["deck_b"].get<std::string>(), pct(p));
  out += fmt::format("\nSeat 1: {}\nSeat 2: {}\nThe player who went first: {}\n", pct(f["seats"]["seat1"]),
                     pct(f["seats"]["seat2"]), pct(f["first_player"]));
  for (const char* what : {"turns", "actions"}) {
    const auto& l = f["length"][what];
    out += fmt::format("Game length in {}: mean {:.1f}, median {}, min {}, max {}\n", what, l["mean"].get<double>(),
                       l["median"].get<double>(), l["min"].get<std::int64_t>(), l["max"].get<std::int64_t>());
  }
  out += pair_length_text(f);
  out += "\nHow games were won (the loser's reason):\n";
  for (const auto& h : f["how_won"])
    out += fmt::format("  {:<40} {}\n", h["loss_reason"].get<std::string>(), h["games"].get<std::uint64_t>());
  out += cards_text(f);
  if (f.contains("importance")) out += importance_text(f["importance"]);
  if (!timing.empty()) out += "\n" + timing + "\n";
  return out;
}

std::string format_csv(const ordered_json& f) {
  std::string out = "table,deck,key,games,wins,draws,capped,win_rate,low95,high95,bought,deployed,destroyed,sold,"
                    "baseline_win_rate,difference,difference_low95,difference_high95\n";
  for (const auto& d : f["decks"]) {
    const std::string name = d["deck"].get<std::string>();
    out += csv_rate("deck", name, "all", d);
    for (const char* k : {"seat1", "seat2", "went_first", "went_second"}) out += csv_rate("deck", name, k, d[k]);
  }
  for (const auto& p : f["pairs"])
    out += csv_rate("pair", p["deck_a"].get<std::string>(), p["deck_b"].get<std::string>(), p);
  out += csv_rate("seat", "", "seat1", f["seats"]["seat1"]);
  out += csv_rate("seat", "", "seat2", f["seats"]["seat2"]);
  out += csv_rate("first_player", "", "went_first", f["first_player"]);
  for (const auto& c : f["cards"]) {
    const std::string counts = fmt::format("{},{},{},{}", c["bought"].get<std::uint64_t>(), c["deployed"].get<std::uint64_t>(),
                                           c["destroyed"].get<std::uint64_t>(), c["sold"].get<std::uint64_t>());
    out += csv_rate("card_deployed", c["deck"].get<std::string>(), c["card"].get<std::string>(), c["when_deployed"], counts);
    out += csv_rate("card_not_deployed", c["deck"].get<std::string>(), c["card"].get<std::string>(),
                    c["when_not_deployed"], counts);
  }
  for (const auto& h : f["how_won"])
    out += fmt::format("how_won,,{},{},,,,,,,,,,,,,,\n", h["loss_reason"].get<std::string>(), h["games"].get<std::uint64_t>());
  if (f.contains("importance")) out += importance_csv(f["importance"]);
  return out;
}

}  // namespace megacorp::sim
