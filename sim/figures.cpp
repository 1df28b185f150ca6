#include "sim/figures.hpp"

#include <map>

#include <fmt/format.h>

#include "engine/types.hpp"
#include "sim/stats.hpp"

namespace megacorp::sim {

using nlohmann::ordered_json;

namespace {

// Wins out of games (draws and capped games count as not won), with its 95% interval.
struct rate {
  std::uint64_t games = 0, wins = 0, draws = 0, capped = 0;
  void add(const game_record& g, int seat) {
    ++games;
    if (g.end == outcome::draw) ++draws;
    else if (g.end == outcome::capped) ++capped;
    else if (g.winner == seat) ++wins;
  }
  ordered_json json() const {
    const interval i = wilson(wins, games);
    return {{"games", games}, {"wins", wins}, {"losses", games - wins - draws - capped}, {"draws", draws},
            {"capped", capped}, {"win_rate", games ? double(wins) / double(games) : 0.0},
            {"low95", i.low}, {"high95", i.high}};
  }
};

ordered_json length_json(const std::vector<std::int64_t>& values, std::int64_t width) {
  const summary s = summarize(values, width);
  ordered_json hist = ordered_json::array();
  for (const auto& [from, n] : s.histogram) hist.push_back({{"from", from}, {"to", from + width - 1}, {"games", n}});
  return {{"mean", s.mean}, {"median", s.median}, {"min", s.min}, {"max", s.max}, {"bin_width", width},
          {"histogram", hist}};
}

struct card_figures {
  std::uint64_t bought = 0, deployed = 0, destroyed = 0, sold = 0;
  rate with, without;  // games (of the deck, per seat it held) where a copy was deployed, and not
};

const card_tally* find_tally(const game_record& g, int seat, engine::def_id def) {
  for (const card_tally& t : g.cards)
    if (t.seat == seat && t.def == def) return &t;
  return nullptr;
}

}  // namespace

ordered_json reduce(const run_description& run, const std::vector<game_record>& records, const engine::card_db& db,
                    bool interrupted) {
  const std::size_t n_decks = run.decks.size();
  std::vector<rate> deck_all(n_decks), deck_first(n_decks), deck_second(n_decks);
  std::vector<std::array<rate, 2>> deck_seat(n_decks);
  std::vector<rate> pair_a(run.pairs.size());
  std::array<rate, 2> seat{};
  rate first_player;
  std::uint64_t played = 0, wins = 0, draws = 0, capped = 0, no_first = 0;
  std::map<engine::loss_reason, std::uint64_t> how;
  std::vector<std::int64_t> turns, actions;
  // Per deck, its cards: the deck's list first (in its order), then others it touched.
  std::vector<std::vector<engine::def_id>> card_order(n_decks);
  std::vector<std::map<engine::def_id, card_figures>> cards(n_decks);
  for (std::size_t d = 0; d < n_decks; ++d) {
    auto note = [&](const std::string& name) {
      if (auto id = db.find(name); id && !cards[d].count(*id)) card_order[d].push_back(*id), cards[d][*id];
    };
    note(run.decks[d]->business);
    note(run.decks[d]->founder);
    for (const auto& e : run.decks[d]->resources) note(e.name);
    for (const auto& e : run.decks[d]->main) note(e.name);
  }

  // Cards not in a deck's list that it bought or deployed, in game order.
  for (const game_record& g : records)
    if (g.done)
      for (const card_tally& t : g.cards)
        if (std::uint8_t d = g.deck[t.seat]; !cards[d].count(t.def)) card_order[d].push_back(t.def), cards[d][t.def];

  for (const game_record& g : records) {  // game order: sums do not depend on --jobs
    if (!g.done) continue;
    ++played;
    if (g.end == outcome::win) ++wins, ++how[g.how];
    else if (g.end == outcome::draw) ++draws;
    else ++capped;
    turns.push_back(g.turns);
    actions.push_back(g.actions);
    pair_a[g.pair].add(g, g.deck[0] == run.pairs[g.pair].first ? 0 : 1);
    if (g.first == engine::no_player) ++no_first;
    else first_player.add(g, g.first);
    for (int s = 0; s < 2; ++s) {
      const std::uint8_t d = g.deck[s];
      seat[s].add(g, s);
      deck_all[d].add(g, s);
      deck_seat[d][s].add(g, s);
      if (g.first != engine::no_player) (g.first == s ? deck_first : deck_second)[d].add(g, s);
      for (auto& [def, c] : cards[d]) {
        const card_tally* t = find_tally(g, s, def);
        if (t) c.bought += t->bought, c.deployed += t->deployed, c.destroyed += t->destroyed, c.sold += t->sold;
        (t && t->deployed ? c.with : c.without).add(g, s);
      }
    }
  }

  ordered_json out;
  ordered_json names = ordered_json::array();
  for (const auto* d : run.decks) names.push_back(d->name);
  out["run"] = {{"seed", run.seed}, {"games_per_pair", run.games_per_pair}, {"agent", run.agent},
                {"rules", run.rules}, {"max_turns", run.limits.max_turns},
                {"max_actions_per_turn", run.limits.max_actions_per_turn}, {"decks", names},
                {"pairs", run.pairs.size()}, {"games_planned", run.pairs.size() * run.games_per_pair},
                {"games_played", played}, {"interrupted", interrupted}};
  out["outcomes"] = {{"wins", wins}, {"draws", draws}, {"capped", capped}};
  ordered_json decks = ordered_json::array();
  for (std::size_t d = 0; d < n_decks; ++d) {
    ordered_json j = {{"deck", run.decks[d]->name}};
    j.update(deck_all[d].json());
    j["seat1"] = deck_seat[d][0].json();
    j["seat2"] = deck_seat[d][1].json();
    j["went_first"] = deck_first[d].json();
    j["went_second"] = deck_second[d].json();
    decks.push_back(j);
  }
  out["decks"] = decks;
  ordered_json pairs = ordered_json::array();
  for (std::size_t p = 0; p < run.pairs.size(); ++p) {
    ordered_json j = {{"deck_a", run.decks[run.pairs[p].first]->name}, {"deck_b", run.decks[run.pairs[p].second]->name}};
    j.update(pair_a[p].json());  // wins, win_rate: deck_a's
    pairs.push_back(j);
  }
  out["pairs"] = pairs;
  out["seats"] = {{"seat1", seat[0].json()}, {"seat2", seat[1].json()}};
  out["first_player"] = first_player.json();
  out["first_player"]["games_without_a_first_player"] = no_first;
  out["length"] = {{"turns", length_json(turns, 1)}, {"actions", length_json(actions, 50)}};
  ordered_json how_won = ordered_json::array();
  for (const auto& [reason, n] : how) how_won.push_back({{"loss_reason", std::string(engine::to_string(reason))}, {"games", n}});
  out["how_won"] = how_won;
  ordered_json card_rows = ordered_json::array();
  for (std::size_t d = 0; d < n_decks; ++d)
    for (engine::def_id def : card_order[d]) {
      const card_figures& c = cards[d].at(def);
      card_rows.push_back({{"deck", run.decks[d]->name}, {"card", db[def].name}, {"bought", c.bought},
                           {"deployed", c.deployed}, {"destroyed", c.destroyed}, {"sold", c.sold},
                           {"when_deployed", c.with.json()}, {"when_not_deployed", c.without.json()}});
    }
  out["cards"] = card_rows;
  return out;
}

namespace {

std::string pct(const ordered_json& r) {
  if (r["games"].get<std::uint64_t>() == 0) return "no games";
  return fmt::format("{:5.1f}% [{:5.1f}, {:5.1f}] of {}", 100 * r["win_rate"].get<double>(),
                     100 * r["low95"].get<double>(), 100 * r["high95"].get<double>(), r["games"].get<std::uint64_t>());
}

std::string csv_field(const std::string& s) {
  if (s.find_first_of(",\"\n") == std::string::npos) return s;
  std::string out = "\"";
  for (char c : s) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

std::string csv_rate(const std::string& table, const std::string& deck, const std::string& key, const ordered_json& r,
                     const std::string& counts = ",,,") {
  return fmt::format("{},{},{},{},{},{},{},{},{},{},{}\n", table, csv_field(deck), csv_field(key),
                     r["games"].get<std::uint64_t>(), r["wins"].get<std::uint64_t>(), r["draws"].get<std::uint64_t>(),
                     r["capped"].get<std::uint64_t>(), r["win_rate"].dump(), r["low95"].dump(), r["high95"].dump(),
                     counts);
}

}  // namespace

std::string format_text(const ordered_json& f, const std::string& timing) {
  const auto& run = f["run"];
  std::string out = fmt::format("Simulation: {} game(s) played of {} ({} per pair, {} pair(s)), seed {}, agent {}{}\n",
                                run["games_played"].get<std::uint64_t>(), run["games_planned"].get<std::uint64_t>(),
                                run["games_per_pair"].get<std::uint64_t>(), run["pairs"].get<std::uint64_t>(),
                                run["seed"].get<std::uint64_t>(), run["agent"].get<std::string>(),
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
  out += "\nHow games were won (the loser's reason):\n";
  for (const auto& h : f["how_won"])
    out += fmt::format("  {:<40} {}\n", h["loss_reason"].get<std::string>(), h["games"].get<std::uint64_t>());
  out += "\nCards (per deck; win rate of its games with a copy deployed vs none):\n";
  out += fmt::format("  {:<24} {:<28} {:>6} {:>8} {:>9} {:>5}  {:<36} {}\n", "deck", "card", "bought", "deployed",
                     "destroyed", "sold", "deployed", "not deployed");
  for (const auto& c : f["cards"])
    out += fmt::format("  {:<24} {:<28} {:>6} {:>8} {:>9} {:>5}  {:<36} {}\n", c["deck"].get<std::string>(),
                       c["card"].get<std::string>(), c["bought"].get<std::uint64_t>(), c["deployed"].get<std::uint64_t>(),
                       c["destroyed"].get<std::uint64_t>(), c["sold"].get<std::uint64_t>(), pct(c["when_deployed"]),
                       pct(c["when_not_deployed"]));
  if (!timing.empty()) out += "\n" + timing + "\n";
  return out;
}

std::string format_csv(const ordered_json& f) {
  std::string out = "table,deck,key,games,wins,draws,capped,win_rate,low95,high95,bought,deployed,destroyed,sold\n";
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
    out += fmt::format("how_won,,{},{},,,,,,,,,,\n", h["loss_reason"].get<std::string>(), h["games"].get<std::uint64_t>());
  return out;
}

}  // namespace megacorp::sim
