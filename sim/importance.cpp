#include "sim/importance.hpp"

#include <algorithm>
#include <cmath>
#include <tuple>

#include <fmt/format.h>

#include "engine/setup.hpp"
#include "library/game_decks.hpp"

namespace megacorp::sim {

using nlohmann::ordered_json;

namespace {

// Outcome codes of a mark: the deck's result in one game.
constexpr std::int8_t not_played = -1, m_lost = 0, won = 1, m_drawn = 2, m_capped = 3;

struct tally {
  std::uint64_t games = 0, wins = 0, draws = 0, capped = 0;
  void add(std::int8_t m) {
    ++games;
    wins += m == won, draws += m == m_drawn, capped += m == m_capped;
  }
};

ordered_json rate_json(const tally& t) {
  const interval i = wilson(t.wins, t.games);
  return {{"games", t.games}, {"wins", t.wins}, {"draws", t.draws}, {"capped", t.capped},
          {"win_rate", t.games ? double(t.wins) / double(t.games) : 0.0}, {"low95", i.low}, {"high95", i.high}};
}

std::string signed_pct(double x) { return fmt::format("{:+.1f}", 100 * x); }

}  // namespace

std::string csv_field(const std::string& s) {
  if (s.find_first_of(",\"\n") == std::string::npos) return s;
  std::string out = "\"";
  for (char c : s) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  out += '"';
  return out;
}

// Newcombe, R. G. (1998), "Improved confidence intervals for the difference between
// binomial proportions based on paired data", Statistics in Medicine 17: 2635-2650,
// method 10 (also Fagerland, Lydersen & Laake 2017, "Statistical Analysis of Contingency
// Tables", ch. 8, "Newcombe square-and-add"). With the paired table
//   a = both won, b = base only, c = without only, d = neither, n = a + b + c + d,
//   p1 = (a + b)/n, p2 = (a + c)/n, D = p1 - p2,
// (l1, u1), (l2, u2) the Wilson intervals of p1 and p2 (sim/stats.cpp), and
//   phi = C / sqrt((a+b)(c+d)(a+c)(b+d)),  C = max(ad - bc - n/2, 0) if ad > bc, else ad - bc
// (phi = 0 when a margin is empty):
//   L = D - sqrt((p1-l1)^2 - 2 phi (p1-l1)(u2-p2) + (u2-p2)^2)
//   U = D + sqrt((p2-l2)^2 - 2 phi (p2-l2)(u1-p1) + (u1-p1)^2)
// It keeps the good behaviour of Wilson's interval at small n and near 0 or 1, and the
// pairing (games that share a seed) narrows it when the two results agree game by game.
interval newcombe_paired(const paired_wins& t, double z) {
  const std::uint64_t n = t.games();
  if (n == 0) return {-1, 1};
  const double nd = double(n), a = double(t.both), b = double(t.base_only), c = double(t.without_only),
               d = double(t.neither);
  const double p1 = (a + b) / nd, p2 = (a + c) / nd, diff = p1 - p2;
  const interval w1 = wilson(t.both + t.base_only, n, z), w2 = wilson(t.both + t.without_only, n, z);
  const double margins = (a + b) * (c + d) * (a + c) * (b + d);
  double phi = 0;
  if (margins > 0) {
    double num = a * d - b * c;
    if (num > 0) num = std::max(num - nd / 2, 0.0);
    phi = num / std::sqrt(margins);
  }
  const double dl1 = p1 - w1.low, du1 = w1.high - p1, dl2 = p2 - w2.low, du2 = w2.high - p2;
  const double low = diff - std::sqrt(std::max(0.0, dl1 * dl1 - 2 * phi * dl1 * du2 + du2 * du2));
  const double high = diff + std::sqrt(std::max(0.0, dl2 * dl2 - 2 * phi * dl2 * du1 + du1 * du1));
  return {std::max(-1.0, low), std::min(1.0, high)};
}

namespace {

// The variant with every copy of v.card replaced by `filler`, checked with the deck rules:
// empty, else why it breaks them.
std::string replace_card(const checked::deck& deck, importance_variant& v, const std::string& filler,
                         const engine::card_db& db) {
  v.deck = deck;
  v.deck.name += " without ";
  v.deck.name += v.card;
  v.filler = filler;
  for (auto* section : {&v.deck.resources, &v.deck.main})
    for (checked::deck_entry& e : *section)
      if (e.name == v.card) e.name = filler;
  deck_list_result list = make_deck_list(v.deck, db);
  if (list.problems.empty()) list.problems = engine::validate_deck(list.deck, db);
  std::string why;
  for (const std::string& p : list.problems) why += (why.empty() ? "" : "; ") + p;
  return why;
}

// The library's resource cards, cheapest first (money, then name): the fillers tried in
// turn for a resource card when no --resource-filler is given.
std::vector<std::string> resource_fillers(const engine::card_db& db) {
  std::vector<const engine::card_def*> defs;
  for (std::size_t i = 0; i < db.size(); ++i)
    if (db[static_cast<engine::def_id>(i)].resource) defs.push_back(&db[static_cast<engine::def_id>(i)]);
  std::sort(defs.begin(), defs.end(), [](const engine::card_def* a, const engine::card_def* b) {
    return std::tie(a->cost.money, a->name) < std::tie(b->cost.money, b->name);
  });
  std::vector<std::string> out;
  for (const engine::card_def* d : defs) out.push_back(d->name);
  return out;
}

// A resource card's variant: `given`, else the first resource filler that keeps the deck legal.
void replace_resource(const checked::deck& deck, importance_variant& v, const std::string& given,
                      const engine::card_db& db) {
  if (!given.empty()) {
    v.skipped = v.card == given ? "it is the resource filler" : replace_card(deck, v, given, db);
    return;
  }
  std::size_t tried = 0;
  for (const std::string& filler : resource_fillers(db))
    if (filler != v.card && (++tried, replace_card(deck, v, filler, db).empty())) return;
  v.skipped = fmt::format("no resource card of the library keeps the deck legal in its place ({} tried; give "
                          "--resource-filler)", tried);
}

}  // namespace

std::vector<importance_variant> plan_importance(const checked::deck& deck, const std::string& filler,
                                                const engine::card_db& db, const std::string& resource_filler) {
  std::vector<importance_variant> out;
  auto note = [&](const checked::deck_entry& e, bool resource) {
    for (importance_variant& v : out)
      if (v.card == e.name) return void(v.copies += e.count);
    out.push_back({e.name, e.count, {}, {}, {}, resource});
  };
  for (const auto& e : deck.resources) note(e, true);
  for (const auto& e : deck.main) note(e, false);
  for (importance_variant& v : out) {
    if (v.resource) replace_resource(deck, v, resource_filler, db);
    else v.skipped = v.card == filler ? "it is the filler" : replace_card(deck, v, filler, db);
  }
  return out;
}

win_marks::win_marks(const run_description& run, std::uint32_t deck)
    : slot_(run.pairs.size(), -1), games_per_pair_(run.games_per_pair), deck_(deck) {
  std::int32_t held = 0;
  for (std::size_t p = 0; p < run.pairs.size(); ++p)
    if (run.pairs[p].first == deck || run.pairs[p].second == deck) slot_[p] = held++;
  marks_.assign(std::size_t(held) * games_per_pair_, not_played);
}

void win_marks::add(const game_record& g) {
  if (!g.done || g.pair >= slot_.size() || slot_[g.pair] < 0) return;
  const int seat = g.deck[0] == deck_ ? 0 : 1;
  std::int8_t m = m_lost;
  if (g.end == outcome::draw) m = m_drawn;
  else if (g.end == outcome::capped) m = m_capped;
  else if (g.winner == seat) m = won;
  marks_[std::size_t(slot_[g.pair]) * games_per_pair_ + g.index] = m;
}

run_description variant_run(const run_description& run, std::uint32_t deck, const checked::deck& variant) {
  run_description out = run;
  out.decks[deck] = &variant;
  out.pairs.clear();
  out.seed_pairs.clear();
  for (std::size_t p = 0; p < run.pairs.size(); ++p)
    if (run.pairs[p].first == deck || run.pairs[p].second == deck) {
      out.pairs.push_back(run.pairs[p]);
      out.seed_pairs.push_back(run.seed_pairs.empty() ? static_cast<std::uint32_t>(p) : run.seed_pairs[p]);
    }
  return out;
}

ordered_json importance_json(const importance_result& r, const std::vector<std::int8_t>& base) {
  tally baseline;
  for (std::int8_t m : base)
    if (m != not_played) baseline.add(m);
  struct row {
    std::size_t order;
    double difference;
    ordered_json json;
  };
  std::vector<row> rows;
  ordered_json skipped = ordered_json::array();
  bool complete = true;
  for (std::size_t v = 0; v < r.variants.size(); ++v) {
    const importance_variant& var = r.variants[v];
    if (!var.skipped.empty()) {
      skipped.push_back({{"card", var.card}, {"copies", var.copies}, {"reason", var.skipped}});
      continue;
    }
    const std::vector<std::int8_t>* without = v < r.without.size() ? &r.without[v] : nullptr;
    paired_wins t;
    tally base_t, without_t;
    for (std::size_t k = 0; without && k < base.size() && k < without->size(); ++k) {
      const std::int8_t b = base[k], w = (*without)[k];
      if (b == not_played || w == not_played) continue;  // only games played both ways are paired
      base_t.add(b), without_t.add(w);
      (b == won ? (w == won ? t.both : t.base_only) : (w == won ? t.without_only : t.neither)) += 1;
    }
    if (t.games() < base.size()) complete = false;
    const double n = double(t.games());
    const double base_rate = n > 0 ? double(t.both + t.base_only) / n : 0.0;
    const double without_rate = n > 0 ? double(t.both + t.without_only) / n : 0.0;
    const interval ci = newcombe_paired(t);
    ordered_json j = {{"card", var.card}, {"copies", var.copies}, {"filler", var.filler}, {"games", t.games()},
                      {"baseline_win_rate", base_rate}, {"win_rate_without", without_rate},
                      {"difference", base_rate - without_rate}, {"low95", ci.low}, {"high95", ci.high},
                      {"without", rate_json(without_t)},
                      {"paired", {{"both_won", t.both}, {"baseline_only", t.base_only},
                                  {"without_only", t.without_only}, {"neither", t.neither}}}};
    rows.push_back({v, base_rate - without_rate, std::move(j)});
  }
  // Largest difference first (the card whose loss costs most); ties in the deck's order.
  std::stable_sort(rows.begin(), rows.end(), [](const row& a, const row& b) { return a.difference > b.difference; });
  ordered_json cards = ordered_json::array();
  for (std::size_t i = 0; i < rows.size(); ++i) {
    rows[i].json["rank"] = i + 1;
    cards.push_back(std::move(rows[i].json));
  }
  return {{"deck", r.deck}, {"filler", r.filler},
          {"resource_filler", r.resource_filler.empty() ? std::string("cheapest legal") : r.resource_filler},
          {"interval", "Newcombe (1998) paired hybrid score, method 10, 95%"},
          {"games_per_card", base.size()}, {"complete", complete}, {"baseline", rate_json(baseline)},
          {"cards", cards}, {"skipped", skipped}};
}

std::string importance_text(const ordered_json& imp) {
  const auto& b = imp["baseline"];
  std::string out = fmt::format(
      "\nCard importance: \"{}\", each card's copies replaced by \"{}\" (a resource card by a resource card: {}), over "
      "the same {} games (same seeds):\n",
      imp["deck"].get<std::string>(), imp["filler"].get<std::string>(), imp.value("resource_filler", "cheapest legal"),
      imp["games_per_card"].get<std::uint64_t>());
  out += fmt::format("  baseline win rate {:.1f}% [{:.1f}, {:.1f}] of {}\n", 100 * b["win_rate"].get<double>(),
                     100 * b["low95"].get<double>(), 100 * b["high95"].get<double>(), b["games"].get<std::uint64_t>());
  if (!imp["complete"].get<bool>()) out += "  INCOMPLETE: some cards were measured over fewer games (see games)\n";
  out += fmt::format("  {:>4} {:<32} {:>6} {:>8} {:>8} {:>10}  {:<16} {}\n", "rank", "card", "copies", "with",
                     "without", "difference", "95% interval", "games");
  for (const auto& c : imp["cards"]) {
    const std::string ci =
        fmt::format("[{}, {}]", signed_pct(c["low95"].get<double>()), signed_pct(c["high95"].get<double>()));
    const std::string by = c.value("filler", "") == imp["filler"] ? "" : "  (by " + c.value("filler", "") + ")";
    out += fmt::format("  {:>4} {:<32} {:>6} {:>7.1f}% {:>7.1f}% {:>10}  {:<16} {}{}\n", c["rank"].get<std::uint64_t>(),
                       c["card"].get<std::string>(), c["copies"].get<std::int64_t>(),
                       100 * c["baseline_win_rate"].get<double>(), 100 * c["win_rate_without"].get<double>(),
                       signed_pct(c["difference"].get<double>()), ci, c["games"].get<std::uint64_t>(), by);
  }
  for (const auto& s : imp["skipped"])
    out += fmt::format("  skipped: {} (copies: {}): {}\n", s["card"].get<std::string>(), s["copies"].get<std::int64_t>(),
                       s["reason"].get<std::string>());
  out += "  (difference: win rate with the card minus without it, in points; interval: Newcombe's paired score interval)\n";
  return out;
}

std::string importance_csv(const ordered_json& imp) {
  const std::string deck = csv_field(imp["deck"].get<std::string>());
  const auto& b = imp["baseline"];
  std::string out = fmt::format("importance_baseline,{},{},{},{},{},{},{},{},{},,,,,,,,\n", deck,
                                csv_field(imp["filler"].get<std::string>()), b["games"].get<std::uint64_t>(),
                                b["wins"].get<std::uint64_t>(), b["draws"].get<std::uint64_t>(),
                                b["capped"].get<std::uint64_t>(), b["win_rate"].dump(), b["low95"].dump(),
                                b["high95"].dump());
  for (const auto& c : imp["cards"]) {
    const auto& w = c["without"];
    out += fmt::format("importance,{},{},{},{},{},{},{},{},{},,,,,{},{},{},{}\n", deck,
                       csv_field(c["card"].get<std::string>()), w["games"].get<std::uint64_t>(),
                       w["wins"].get<std::uint64_t>(), w["draws"].get<std::uint64_t>(), w["capped"].get<std::uint64_t>(),
                       w["win_rate"].dump(), w["low95"].dump(), w["high95"].dump(), c["baseline_win_rate"].dump(),
                       c["difference"].dump(), c["low95"].dump(), c["high95"].dump());
  }
  for (const auto& s : imp["skipped"])
    out += fmt::format("importance_skipped,{},{},,,,,,,,,,,,,,,\n", deck, csv_field(s["card"].get<std::string>()));
  return out;
}

}  // namespace megacorp::sim
