#include "sim/compare.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <map>
#include <sstream>
#include <vector>

#include <fmt/format.h>

#include "sim/importance.hpp"
#include "sim/stats.hpp"

namespace megacorp::sim {

using nlohmann::ordered_json;

namespace {

struct rate_view {
  std::uint64_t games = 0, wins = 0;
};

struct card_view {
  std::string key;  // deck, its copy number (a deck given twice) and card
  std::string deck, card;
  bool in_deck = true;
  rate_view with, without;
};

// What a comparison reads of one run's figures, checked as it is read.
struct run_view {
  const ordered_json* run = nullptr;
  std::uint64_t seed = 0, games_per_pair = 0;
  std::vector<std::string> decks;
  std::vector<rate_view> deck_all, pairs;
  rate_view seat1, seat2, first_player;
  std::vector<card_view> cards;
  bool has_games = false;  // the game-by-game results (figures written since `games` exists)
  std::vector<std::string> winner, first;
  std::vector<std::vector<double>> turns;
  std::vector<double> all_turns;
};

rate_view read_rate(const ordered_json& r) {
  rate_view v{r.at("games").get<std::uint64_t>(), r.at("wins").get<std::uint64_t>()};
  if (v.wins > v.games) throw std::runtime_error(fmt::format("{} wins out of {} games", v.wins, v.games));
  return v;
}

// Turns of every game, from the histogram (bins of one turn) when there are no games.
std::vector<double> histogram_turns(const ordered_json& turns) {
  std::vector<double> out;
  for (const auto& bin : turns.at("histogram")) {
    const auto n = bin.at("games").get<std::uint64_t>();
    if (n > 100000000) throw std::runtime_error("a histogram bin of more than 10^8 games");
    out.insert(out.end(), n, double(bin.at("from").get<std::int64_t>()));
  }
  return out;
}

void read_games(const ordered_json& games, run_view& v) {
  if (games.size() != v.pairs.size()) throw std::runtime_error("\"games\" does not have one entry per pair");
  for (const auto& g : games) {
    v.winner.push_back(g.at("winner").get<std::string>());
    v.first.push_back(g.at("first").get<std::string>());
    v.turns.push_back(g.at("turns").get<std::vector<double>>());
    const std::string& w = v.winner.back();
    if (w.size() > v.games_per_pair || v.first.back().size() != w.size() || v.turns.back().size() != w.size() ||
        w.find_first_not_of("12dc") != std::string::npos || v.first.back().find_first_not_of("12-") != std::string::npos)
      throw std::runtime_error(fmt::format("\"games\" entry {} is malformed", v.winner.size() - 1));
    v.all_turns.insert(v.all_turns.end(), v.turns.back().begin(), v.turns.back().end());
  }
  v.has_games = true;
}

void read_cards(const ordered_json& cards, run_view& v) {
  std::map<std::string, int> seen;  // a deck given twice lists its cards twice
  for (const auto& c : cards) {
    card_view cv{"", c.at("deck").get<std::string>(), c.at("card").get<std::string>(), c.value("in_deck", true),
                 read_rate(c.at("when_deployed")), read_rate(c.at("when_not_deployed"))};
    const int copy = ++seen[cv.deck + '\n' + cv.card];
    cv.key = fmt::format("{}\n{}\n{}", cv.deck, copy, cv.card);
    v.cards.push_back(std::move(cv));
  }
}

void read_view(const ordered_json& f, run_view& v) {
  for (const char* key : {"run", "decks", "pairs", "seats", "first_player", "length", "cards"})
    if (!f.is_object() || !f.contains(key)) throw std::runtime_error(fmt::format("no \"{}\"", key));
  v.run = &f.at("run");
  v.seed = v.run->at("seed").get<std::uint64_t>();
  v.games_per_pair = v.run->at("games_per_pair").get<std::uint64_t>();
  v.decks = v.run->at("decks").get<std::vector<std::string>>();
  for (const auto& d : f.at("decks")) v.deck_all.push_back(read_rate(d));
  for (const auto& p : f.at("pairs")) v.pairs.push_back(read_rate(p));
  const std::size_t n = v.decks.size();
  if (n < 2 || v.deck_all.size() != n || v.pairs.size() != n * (n - 1) / 2)
    throw std::runtime_error("the decks and pairs do not match run.decks");
  v.seat1 = read_rate(f.at("seats").at("seat1"));
  v.seat2 = read_rate(f.at("seats").at("seat2"));
  v.first_player = read_rate(f.at("first_player"));
  read_cards(f.at("cards"), v);
  if (f.contains("games")) read_games(f.at("games"), v);
  else v.all_turns = histogram_turns(f.at("length").at("turns"));
}

bool view_of(const ordered_json& f, const std::string& name, run_view& v, std::string& why) {
  try {
    read_view(f, v);
    return true;
  } catch (const std::exception& e) {
    why = fmt::format("{}: not the figures of `megacorp simulate --format json`: {}", name, e.what());
    return false;
  }
}

// The rows' common shape: a and b as win rates, b - a and its interval.
ordered_json rate_row(const std::string& section, const std::string& label, rate_view a, rate_view b,
                      const char* method, interval ci) {
  auto side = [](rate_view r) {
    return ordered_json{{"games", r.games}, {"wins", r.wins}, {"win_rate", r.games ? double(r.wins) / double(r.games) : 0.0}};
  };
  ordered_json row = {{"section", section}, {"label", label}, {"a", side(a)}, {"b", side(b)}};
  row["difference"] = row["b"]["win_rate"].get<double>() - row["a"]["win_rate"].get<double>();
  row["low95"] = ci.low;
  row["high95"] = ci.high;
  row["method"] = method;
  return row;
}

ordered_json unpaired_row(const std::string& section, const std::string& label, rate_view a, rate_view b) {
  return rate_row(section, label, a, b, "newcombe", newcombe_unpaired(b.wins, b.games, a.wins, a.games));
}

// Game by game over the games both runs played: `won(run, pair, i)` says whether the
// figure's side won game i of pair p (1), did not (0) or does not count (-1).
template <typename Won>
ordered_json paired_row(const std::string& section, const std::string& label, const run_view& a, const run_view& b,
                        const std::vector<std::size_t>& pairs, Won won) {
  paired_wins t;  // "base" is B, "without" is A: newcombe_paired gives B - A
  rate_view ra, rb;
  for (std::size_t p : pairs)
    for (std::size_t i = 0; i < std::min(a.winner[p].size(), b.winner[p].size()); ++i) {
      const int wa = won(a, p, i), wb = won(b, p, i);
      if (wa < 0 || wb < 0) continue;
      ++ra.games, ++rb.games, ra.wins += wa, rb.wins += wb;
      ++(wa ? (wb ? t.both : t.without_only) : (wb ? t.base_only : t.neither));
    }
  ordered_json row = rate_row(section, label, ra, rb, "paired", newcombe_paired(t));
  row["paired"] = {{"both", t.both}, {"b_only", t.base_only}, {"a_only", t.without_only}, {"neither", t.neither}};
  return row;
}

// The pair numbers (in the order of the --deck list, docs/simulate.md) and their decks.
std::vector<std::pair<std::size_t, std::size_t>> pair_decks(std::size_t n) {
  std::vector<std::pair<std::size_t, std::size_t>> out;
  for (std::size_t a = 0; a < n; ++a)
    for (std::size_t b = a + 1; b < n; ++b) out.emplace_back(a, b);
  return out;
}

// Seat of deck_a in game i of a pair: 1 when i is even (docs/simulate.md, Pairs and seats).
char seat_of_a(std::size_t i) { return i % 2 ? '2' : '1'; }
char other_seat(char s) { return s == '1' ? '2' : '1'; }

std::string deck_label(const std::vector<std::string>& decks, std::size_t d) {
  const auto copies = std::count(decks.begin(), decks.begin() + static_cast<std::ptrdiff_t>(d), decks[d]);
  return copies ? fmt::format("{} #{}", decks[d], copies + 1) : decks[d];
}

ordered_json paired_rates(const run_view& a, const run_view& b) {
  ordered_json rows = ordered_json::array();
  const auto pd = pair_decks(a.decks.size());
  for (std::size_t d = 0; d < a.decks.size(); ++d) {
    std::vector<std::size_t> mine;
    for (std::size_t p = 0; p < pd.size(); ++p)
      if (pd[p].first == d || pd[p].second == d) mine.push_back(p);
    rows.push_back(paired_row("deck", deck_label(a.decks, d), a, b, mine, [&](const run_view& v, std::size_t p, std::size_t i) {
      const char seat = pd[p].first == d ? seat_of_a(i) : other_seat(seat_of_a(i));
      return int(v.winner[p][i] == seat);
    }));
  }
  for (std::size_t p = 0; p < pd.size(); ++p)
    rows.push_back(paired_row("pair", deck_label(a.decks, pd[p].first) + " vs " + deck_label(a.decks, pd[p].second), a, b,
                              {p}, [](const run_view& v, std::size_t q, std::size_t i) { return int(v.winner[q][i] == seat_of_a(i)); }));
  std::vector<std::size_t> all(pd.size());
  for (std::size_t p = 0; p < all.size(); ++p) all[p] = p;
  for (const char seat : {'1', '2'})
    rows.push_back(paired_row("seat", fmt::format("seat {}", seat), a, b, all,
                              [seat](const run_view& v, std::size_t p, std::size_t i) { return int(v.winner[p][i] == seat); }));
  rows.push_back(paired_row("first_player", "the player who went first", a, b, all, [](const run_view& v, std::size_t p, std::size_t i) {
    return v.first[p][i] == '-' ? -1 : int(v.winner[p][i] == v.first[p][i]);
  }));
  return rows;
}

ordered_json unpaired_rates(const run_view& a, const run_view& b) {
  ordered_json rows = ordered_json::array();
  const auto pd = pair_decks(a.decks.size());
  for (std::size_t d = 0; d < a.decks.size(); ++d)
    rows.push_back(unpaired_row("deck", deck_label(a.decks, d), a.deck_all[d], b.deck_all[d]));
  for (std::size_t p = 0; p < pd.size(); ++p)
    rows.push_back(unpaired_row("pair", deck_label(a.decks, pd[p].first) + " vs " + deck_label(a.decks, pd[p].second),
                                   a.pairs[p], b.pairs[p]));
  rows.push_back(unpaired_row("seat", "seat 1", a.seat1, b.seat1));
  rows.push_back(unpaired_row("seat", "seat 2", a.seat2, b.seat2));
  rows.push_back(unpaired_row("first_player", "the player who went first", a.first_player, b.first_player));
  return rows;
}

// Each card in both runs: the deck's win rate when a copy was deployed, and when none was.
// Always Newcombe's independent interval: the games with the card deployed are not the same
// games in the two runs even when the seeds are.
ordered_json card_rows(const run_view& a, const run_view& b) {
  ordered_json rows = ordered_json::array();
  for (const card_view& ca : a.cards) {
    const auto cb = std::find_if(b.cards.begin(), b.cards.end(), [&](const card_view& c) { return c.key == ca.key; });
    if (cb == b.cards.end()) continue;
    for (const auto& [key, ra, rb] : {std::tuple{"when_deployed", ca.with, cb->with},
                                      std::tuple{"when_not_deployed", ca.without, cb->without}}) {
      ordered_json row = unpaired_row(key, ca.card, ra, rb);
      row["deck"] = ca.deck;
      row["card"] = ca.card;
      row["in_deck"] = ca.in_deck && cb->in_deck;
      rows.push_back(row);
    }
  }
  return rows;
}

ordered_json length_row(const std::string& label, const std::vector<double>& a, const std::vector<double>& b, bool paired) {
  mean_difference m;
  if (paired) {
    std::vector<double> d;
    for (std::size_t i = 0; i < std::min(a.size(), b.size()); ++i) d.push_back(b[i] - a[i]);
    m = paired_mean_difference(d);
  } else {
    m = welch_mean_difference(a, b);
  }
  const std::size_t na = paired ? std::min(a.size(), b.size()) : a.size(), nb = paired ? na : b.size();
  auto mean = [](const std::vector<double>& v, std::size_t n) {
    double s = 0;
    for (std::size_t i = 0; i < n; ++i) s += v[i];
    return n ? s / double(n) : 0.0;
  };
  ordered_json row = {{"label", label}, {"a", {{"games", na}, {"mean_turns", mean(a, na)}}},
                      {"b", {{"games", nb}, {"mean_turns", mean(b, nb)}}}, {"difference", m.difference}};
  row["low95"] = m.has_interval ? ordered_json(m.ci.low) : ordered_json(nullptr);
  row["high95"] = m.has_interval ? ordered_json(m.ci.high) : ordered_json(nullptr);
  row["method"] = paired ? "paired" : "welch";
  return row;
}

ordered_json length_rows(const run_view& a, const run_view& b, bool paired) {
  ordered_json rows = ordered_json::array();
  if (paired) {
    std::vector<double> ta, tb;
    for (std::size_t p = 0; p < a.turns.size(); ++p) {
      const std::size_t n = std::min(a.turns[p].size(), b.turns[p].size());
      ta.insert(ta.end(), a.turns[p].begin(), a.turns[p].begin() + static_cast<std::ptrdiff_t>(n));
      tb.insert(tb.end(), b.turns[p].begin(), b.turns[p].begin() + static_cast<std::ptrdiff_t>(n));
    }
    rows.push_back(length_row("all games", ta, tb, true));
  } else {
    rows.push_back(length_row("all games", a.all_turns, b.all_turns, false));
  }
  if (!a.has_games || !b.has_games) return rows;
  const auto pd = pair_decks(a.decks.size());
  for (std::size_t p = 0; p < pd.size(); ++p)
    rows.push_back(length_row(deck_label(a.decks, pd[p].first) + " vs " + deck_label(a.decks, pd[p].second), a.turns[p],
                              b.turns[p], paired));
  return rows;
}

// Whether the two runs played the same games, and the sentence that says why (not).
bool same_games(const run_view& a, const run_view& b, std::string& why) {
  if (!a.has_games || !b.has_games)
    return why = "a run's figures hold no game-by-game results (written before `games` existed)", false;
  if (a.seed != b.seed) return why = fmt::format("the runs used different seeds ({} and {})", a.seed, b.seed), false;
  if (a.games_per_pair != b.games_per_pair)
    return why = fmt::format("the runs played {} and {} games per pair", a.games_per_pair, b.games_per_pair), false;
  why = fmt::format("both runs used seed {} and {} games per pair over the same pairings: game i of pair p has the same "
                    "seed in both, so games are matched by seed",
                    a.seed, a.games_per_pair);
  return true;
}

ordered_json run_summary(const run_view& v, const std::string& name) {
  const ordered_json& r = *v.run;
  ordered_json out = {{"name", name}, {"seed", v.seed}, {"games_per_pair", v.games_per_pair},
                      {"agent", r.value("agent", "")}, {"agent_b", r.value("agent_b", r.value("agent", ""))}};
  if (r.contains("mcts_iterations")) out["mcts_iterations"] = r["mcts_iterations"];
  out["rules"] = r.value("rules", ordered_json::array());
  out["games_played"] = r.value("games_played", std::uint64_t{0});
  out["interrupted"] = r.value("interrupted", false);
  return out;
}

}  // namespace

bool load_figures(const std::string& path, ordered_json& figures, std::string& why) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return why = fmt::format("cannot read \"{}\": {}", path, std::strerror(errno)), false;
  std::stringstream text;
  text << in.rdbuf();
  figures = ordered_json::parse(text.str(), nullptr, false);
  if (figures.is_discarded())
    return why = fmt::format("\"{}\" is not JSON (write it with `megacorp simulate --format json`)", path), false;
  run_view v;
  return view_of(figures, fmt::format("\"{}\"", path), v, why);
}

bool compare_figures(const ordered_json& a, const ordered_json& b, const std::string& a_name, const std::string& b_name,
                     ordered_json& comparison, std::string& why) {
  run_view va, vb;
  if (!view_of(a, a_name, va, why) || !view_of(b, b_name, vb, why)) return false;
  if (va.decks != vb.decks)
    return why = fmt::format("the runs played different decks: {} played \"{}\", {} played \"{}\" (the same decks in the "
                             "same order are needed)",
                             a_name, fmt::join(va.decks, "\", \""), b_name, fmt::join(vb.decks, "\", \"")),
           false;
  std::string because;
  const bool paired = same_games(va, vb, because);
  comparison = {{"a", run_summary(va, a_name)}, {"b", run_summary(vb, b_name)}, {"decks", va.decks},
                {"method", paired ? "paired" : "newcombe"}, {"why", because}};
  comparison["rates"] = paired ? paired_rates(va, vb) : unpaired_rates(va, vb);
  comparison["cards"] = card_rows(va, vb);
  comparison["lengths"] = length_rows(va, vb, paired);
  return true;
}

}  // namespace megacorp::sim
