#include "sim/report.hpp"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "sim/balance.hpp"
#include "sim/importance.hpp"
#include "sim/report_games.hpp"
#include "sim/report_assets.hpp"
#include "sim/report_svg.hpp"

namespace megacorp::sim {

using nlohmann::ordered_json;
using namespace report_svg;

namespace {

std::uint64_t count(const ordered_json& j) { return j.get<std::uint64_t>(); }

// Deck labels: a name given twice gets " #2" on its second copy (the matrix needs both).
std::vector<std::string> deck_labels(const ordered_json& decks) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < decks.size(); ++i) {
    int seen = 1;
    for (std::size_t j = 0; j < i; ++j) seen += decks[j] == decks[i];
    out.push_back(decks[i].get<std::string>() + (seen > 1 ? fmt::format(" #{}", seen) : std::string()));
  }
  return out;
}

std::string shorten(const std::string& s, std::size_t most) {
  return s.size() <= most ? s : s.substr(0, most - 1) + "\u2026";
}

// Each deck's agent with its ladder rating (sim/balance.hpp): data-mark="agent", the
// ladder's name and rating as data attributes.
std::string agents_html(const ordered_json& run) {
  const int budget = run.value("mcts_iterations", 0);
  auto one = [&](const char* key, const char* role) {
    const std::string name = ladder_name(run[key].get<std::string>(), budget);
    const auto r = find_rating(name);
    return fmt::format(R"(<span data-mark="agent" data-role="{}" data-agent="{}" data-rating="{}"><b>{}</b> ({})</span>)", role,
                       esc(name), r ? std::to_string(r->rating) : std::string(), esc(name), esc(rating_text(name)));
  };
  const std::string scale = " (Elo on the ladder's starter decks, random = 0: docs/agents.md)";
  if (run["agent"] == run["agent_b"]) return "agent " + one("agent", "both") + " in both seats" + scale;
  return "agents " + one("agent", "first") + " with each pair's first deck and " + one("agent_b", "second") +
         " with its second, each in both seats" + scale;
}

std::string header(const ordered_json& f, const std::vector<std::string>& labels) {
  const auto& run = f["run"];
  std::string rules = "standard rules";
  if (!run["rules"].empty()) {
    rules = "rules:";
    for (const auto& r : run["rules"]) rules += " " + r.get<std::string>();
  }
  std::string out = fmt::format("<header><h1>Megacorp simulation: {}</h1>", esc(fmt::format("{}", fmt::join(labels, ", "))));
  out += fmt::format("<p>{} of {} games played ({} per pair, {} pair(s)), seed {}, {}, {}; a game is capped "
                     "after turn {} or at {} actions in a turn.</p>",
                     count(run["games_played"]), count(run["games_planned"]), count(run["games_per_pair"]),
                     count(run["pairs"]), count(run["seed"]), agents_html(run), esc(rules),
                     run["max_turns"].get<int>(), run["max_actions_per_turn"].get<int>());
  if (f.contains("timing"))
    out += fmt::format("<p>Played in {:.2f} s ({:.1f} games/s, {} job(s)).</p>", f["timing"]["seconds"].get<double>(),
                       f["timing"]["games_per_second"].get<double>(), f["timing"]["jobs"].get<int>());
  if (run["interrupted"].get<bool>())
    out += R"(<p class="banner">Interrupted: the figures cover only the games finished before Ctrl-C.</p>)";
  return out + "</header>";
}

// Rows: decks; columns: decks then "all opponents". Cell (r, c): deck r's win rate
// against deck c over the games of their pair; the pairs are every (a, b), a < b, in the
// order of the --deck list (docs/simulate.md).
std::string matrix(const ordered_json& f, const std::vector<std::string>& labels) {
  const std::size_t n = labels.size();
  const double label_w = 170, cell_w = 150, cell_h = 58, head_h = 34, gap = 14;
  std::vector<std::vector<const ordered_json*>> cell(n, std::vector<const ordered_json*>(n, nullptr));
  std::size_t p = 0;
  for (std::size_t a = 0; a < n; ++a)
    for (std::size_t b = a + 1; b < n && p < f["pairs"].size(); ++b, ++p) {
      cell[a][b] = &f["pairs"][p];
      cell[b][a] = &f["pairs"][p]["deck_b_record"];
    }
  const double W = label_w + cell_w * static_cast<double>(n + 1) + gap, H = head_h + cell_h * static_cast<double>(n);
  std::string out = fmt::format(R"(<svg class="chart" viewBox="0 0 {0} {1}" width="{0}" height="{1}" role="img" data-mark="matrix"><title>Win rate of the row's deck against the column's deck</title>)",
                                W, H);
  auto col_x = [&](std::size_t c) { return label_w + cell_w * static_cast<double>(c) + (c == n ? gap : 0); };
  for (std::size_t c = 0; c <= n; ++c)
    out += fmt::format(R"(<text class="head" x="{}" y="{}" text-anchor="middle">{}<title>{}</title></text>)",
                       coord(col_x(c) + cell_w / 2), coord(head_h - 12),
                       esc(c == n ? std::string("all opponents") : shorten(labels[c], 22)),
                       esc(c == n ? std::string("all games of the row's deck") : labels[c]));
  auto draw = [&](const ordered_json& r, std::size_t row, const std::string& col, double x, double y) {
    const bool none = count(r["games"]) == 0;
    const double rate = r["win_rate"].get<double>();
    const bool sure = !none && (r["low95"].get<double>() > 0.5 || r["high95"].get<double>() < 0.5);
    const std::string fill = none ? "#eef1f4" : rate_colour(rate);
    std::string s = fmt::format(R"(<rect data-part="tint" data-fill="{4}" x="{0}" y="{1}" width="{2}" height="{3}" rx="4" fill="{4}" stroke="#fff" stroke-width="2"/>)",
                                coord(x), coord(y), coord(cell_w), coord(cell_h), fill);
    s += fmt::format(R"(<text class="rate{}" x="{}" y="{}" text-anchor="middle">{}</text>)", sure ? " sure" : "",
                     coord(x + cell_w / 2), coord(y + 24), none ? std::string("no games") : percent(rate));
    s += fmt::format(R"(<text class="n on-tint" x="{}" y="{}" text-anchor="end">n={}</text>)", coord(x + cell_w - 7), coord(y + 14),
                     count(r["games"]));
    const std::string attrs = fmt::format(R"(data-mark="matrix-cell" data-row="{}" data-col="{}" data-deck="{}")", row, col,
                                          esc(labels[row]));
    return s + interval_mark(r, x + 12, x + cell_w - 12, y + cell_h - 16, attrs);
  };
  for (std::size_t r = 0; r < n; ++r) {
    const double y = head_h + cell_h * static_cast<double>(r);
    out += fmt::format(R"(<text class="head" x="{}" y="{}" text-anchor="end">{}<title>{}</title></text>)", coord(label_w - 10),
                       coord(y + cell_h / 2 + 4), esc(shorten(labels[r], 24)), esc(labels[r]));
    for (std::size_t c = 0; c < n; ++c) {
      if (!cell[r][c]) {
        out += fmt::format(R"(<rect x="{}" y="{}" width="{}" height="{}" rx="4" fill="#f1f3f5" stroke="#fff" stroke-width="2"/><text class="n" x="{}" y="{}" text-anchor="middle">&#8212;</text>)",
                           coord(col_x(c)), coord(y), coord(cell_w), coord(cell_h), coord(col_x(c) + cell_w / 2),
                           coord(y + cell_h / 2 + 4));
        continue;
      }
      out += draw(*cell[r][c], r, std::to_string(c), col_x(c), y);
    }
    out += draw(f["decks"][r], r, "all", col_x(n), y);
  }
  return out + "</svg>";
}

// Each deck's win rate over all its games, by seat and by turn order; then the seats and
// the first player over all games: one interval row each.
std::string deck_rates(const ordered_json& f, const std::vector<std::string>& labels) {
  struct row { std::string label, attrs; const ordered_json* r; bool heading = false; };
  std::vector<row> rows;
  const std::pair<const char*, const char*> keys[] = {
      {"all", "all games"}, {"seat1", "in seat 1"}, {"seat2", "in seat 2"}, {"went_first", "went first"}, {"went_second", "went second"}};
  for (std::size_t d = 0; d < labels.size(); ++d) {
    rows.push_back({labels[d], "", nullptr, true});
    for (const auto& [key, text] : keys)
      rows.push_back({text, fmt::format(R"(data-mark="deck-rate" data-deck="{}" data-key="{}")", d, key),
                      std::string(key) == "all" ? &f["decks"][d] : &f["decks"][d][key]});
  }
  rows.push_back({"Every deck", "", nullptr, true});
  rows.push_back({"seat 1", R"(data-mark="seat-rate" data-key="seat1")", &f["seats"]["seat1"]});
  rows.push_back({"seat 2", R"(data-mark="seat-rate" data-key="seat2")", &f["seats"]["seat2"]});
  rows.push_back({"the player who went first", R"(data-mark="seat-rate" data-key="first_player")", &f["first_player"]});
  const double label_w = 200, x0 = 212, x100 = 560, row_h = 20, top = 24;
  const double H = top + row_h * static_cast<double>(rows.size()) + 6;
  std::string out = fmt::format(R"(<svg class="chart" viewBox="0 0 820 {0}" width="820" height="{0}" role="img"><title>Win rate per deck, by seat and turn order</title>)",
                                H);
  for (int pct = 0; pct <= 100; pct += 25) {
    const double x = x0 + (x100 - x0) * pct / 100.0;
    out += fmt::format(R"(<line class="{}" x1="{}" x2="{}" y1="{}" y2="{}"/><text class="tick" x="{}" y="14" text-anchor="middle">{}%</text>)",
                       pct == 50 ? "half" : "grid", coord(x), coord(x), coord(top - 4), coord(H - 4), coord(x), pct);
  }
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const double y = top + row_h * static_cast<double>(i) + row_h / 2;
    if (rows[i].heading) {
      out += fmt::format(R"(<text class="head" x="4" y="{}">{}</text>)", coord(y + 4), esc(rows[i].label));
      continue;
    }
    out += fmt::format(R"(<text class="name" x="{}" y="{}" text-anchor="end">{}</text>)", coord(label_w), coord(y + 4),
                       esc(rows[i].label));
    out += interval_mark(*rows[i].r, x0, x100, y, rows[i].attrs);
    out += fmt::format(R"(<text class="tick" x="{}" y="{}">{}</text>)", coord(x100 + 14), coord(y + 4), rate_text(*rows[i].r));
  }
  return out + "</svg>";
}

// Game length by pairing: a row per pair (data-mark="pair-length"), when the figures have it.
std::string pair_lengths(const ordered_json& f, const std::vector<std::string>& labels) {
  std::string out = R"(<table class="cards" id="pair-lengths"><thead><tr><th>Pairing</th><th>Games</th><th>Mean turns</th>)"
                    R"(<th>Median</th><th>Min</th><th>Max</th></tr></thead><tbody>)";
  std::size_t p = 0;
  for (std::size_t a = 0; a < labels.size(); ++a)
    for (std::size_t b = a + 1; b < labels.size() && p < f["pairs"].size(); ++b, ++p) {
      const auto& pair = f["pairs"][p];
      if (!pair.contains("turns")) return std::string();
      const auto& t = pair["turns"];
      out += fmt::format(R"(<tr data-mark="pair-length" data-pair="{}" data-mean="{}"><td>{} vs {}</td><td class="num">{}</td>)"
                         R"(<td class="num">{:.1f}</td><td class="num">{}</td><td class="num">{}</td><td class="num">{}</td></tr>)",
                         p, t["mean"].dump(), esc(labels[a]), esc(labels[b]), count(pair["games"]), t["mean"].get<double>(),
                         t["median"].get<double>(), t["min"].get<std::int64_t>(), t["max"].get<std::int64_t>());
    }
  return out + "</tbody></table>";
}

std::string lengths(const ordered_json& f) {
  std::string out = R"(<div class="row">)";
  const std::pair<const char*, const char*> what[] = {{"turns", "turns (the turn number when the game ended)"},
                                                      {"actions", "actions (every decision, bids and passes included)"}};
  for (const auto& [key, unit] : what) {
    const auto& l = f["length"][key];
    out += "<figure>" + histogram(l, key, unit);
    out += fmt::format(R"(<figcaption><b>Game length in {}</b> (bins of {}): <span class="key-mean">mean {:.1f}</span>, <span class="key-median">median {}</span>, min {}, max {}</figcaption></figure>)",
                       key, count(l["bin_width"]), l["mean"].get<double>(), l["median"].get<double>(), l["min"].get<std::int64_t>(),
                       l["max"].get<std::int64_t>());
  }
  return out + "</div>";
}

std::string endings(const ordered_json& f) {
  const auto& o = f["outcomes"];
  const std::uint64_t played = count(f["run"]["games_played"]);
  std::vector<bar_item> ends = {
      {"won", count(o["wins"]), R"(data-mark="outcome" data-outcome="wins")", "#4f7cac"},
      {"drawn (nobody left)", count(o["draws"]), R"(data-mark="outcome" data-outcome="draws")", "#9aa5b1"},
      {"capped (stopped by a limit)", count(o["capped"]), R"(data-mark="outcome" data-outcome="capped")", "#d08c2f"}};
  std::string out = R"(<div class="row"><figure>)" + bar_list(ends, played) +
                    "<figcaption><b>How games ended</b>, out of the games played</figcaption></figure>";
  std::vector<bar_item> how;
  for (const auto& h : f["how_won"]) {
    const std::string reason = h["loss_reason"].get<std::string>();
    how.push_back({reason, count(h["games"]), fmt::format(R"(data-mark="how-won" data-reason="{}")", esc(reason)), "#4f7cac"});
  }
  out += "<figure>" + (how.empty() ? std::string("<p class=\"note\">No game was won.</p>") : bar_list(how, count(o["wins"])));
  return out + "<figcaption><b>How games were won</b>: the loser's reason (001 Winning the Game), out of the games won</figcaption></figure></div>";
}

// A win rate too thin to read (docs/simulate.md, The HTML report): fewer than 30 games,
// or a 95% interval wider than 30 points.
bool thin(const ordered_json& r) {
  return count(r["games"]) < 30 || r["high95"].get<double>() - r["low95"].get<double>() > 0.30;
}

// The card's name with its text on hover (when known).
std::string card_name_cell(const std::string& card, const std::map<std::string, std::string>& texts) {
  const auto it = texts.find(card);
  if (it == texts.end()) return fmt::format(R"(<td data-key="card">{}</td>)", esc(card));
  return fmt::format(R"(<td data-key="card" class="has-text" title="{}">{}</td>)", esc(it->second), esc(card));
}

std::string card_row(const ordered_json& c, std::size_t index, const std::map<std::string, std::string>& texts) {
  const std::pair<const char*, const char*> counts[] = {{"bought", "Bought"}, {"deployed", "Deployed"}, {"destroyed", "Destroyed"},
                                                        {"sold", "Sold"}};
  const std::string deck = c["deck"].get<std::string>(), card = c["card"].get<std::string>();
  const bool row_thin = thin(c["when_deployed"]) || thin(c["when_not_deployed"]);
  std::string out = fmt::format(R"(<tr data-mark="card-row" data-index="{}" data-deck="{}" data-card="{}" data-thin="{}"{})", index,
                                esc(deck), esc(card), row_thin ? 1 : 0, row_thin ? R"( class="thin")" : "");
  for (const auto& [key, title] : counts) out += fmt::format(R"( data-{}="{}")", key, count(c[key]));
  out += fmt::format(R"(><td data-key="deck">{}</td>)", esc(deck)) + card_name_cell(card, texts);
  for (const auto& [key, title] : counts)
    out += fmt::format(R"(<td class="num" data-key="{0}" data-sort="{1}">{1}</td>)", key, count(c[key]));
  for (const char* key : {"when_deployed", "when_not_deployed"}) {
    const auto& r = c[key];
    const bool t = thin(r);
    out += fmt::format(R"(<td class="rate{}" data-key="{}" data-sort="{}" data-thin="{}"{}><svg width="90" height="14" viewBox="0 0 90 14">)",
                       t ? " thin" : "", key, count(r["games"]) ? r["win_rate"].dump() : std::string("-1"), t ? 1 : 0,
                       t ? R"( title="too few games to read: fewer than 30, or an interval wider than 30 points")" : "");
    out += interval_mark(r, 4, 86, 7, fmt::format(R"(data-mark="card-rate" data-key="{}")", key));
    out += fmt::format("</svg><span>{}{}</span></td>", t ? "&#9888; " : "", rate_text(r));
  }
  return out + "</tr>";
}

// The cards of each deck's own list (in_deck; figures written before it: every card),
// or the others its seat bought from another deck's open market.
std::string card_table(const ordered_json& f, bool own, const char* id, const std::map<std::string, std::string>& texts) {
  std::string out = fmt::format(R"(<div class="scroll"><table class="cards{}" id="{}"><thead><tr>)", own ? " sortable" : "", id);
  const std::pair<const char*, const char*> counts[] = {{"bought", "Bought"}, {"deployed", "Deployed"}, {"destroyed", "Destroyed"},
                                                        {"sold", "Sold"}};
  out += R"(<th data-key="deck" data-type="text">Deck</th><th data-key="card" data-type="text">Card</th>)";
  for (const auto& [key, title] : counts) out += fmt::format(R"(<th data-key="{}" data-type="number">{}</th>)", key, title);
  out += R"(<th data-key="when_deployed" data-type="number">Win rate when deployed</th>)"
         R"(<th data-key="when_not_deployed" data-type="number">Win rate when not deployed</th></tr></thead><tbody>)";
  std::size_t rows = 0;
  for (std::size_t i = 0; i < f["cards"].size(); ++i)
    if (f["cards"][i].value("in_deck", true) == own) out += card_row(f["cards"][i], i, texts), ++rows;
  return rows || own ? out + "</tbody></table></div>" : std::string();
}

// The figures as a JSON script element: "<" written as \u003c so no text in them can end
// the element.
std::string embedded(const ordered_json& f) {
  std::string json = f.dump();
  std::string out;
  out.reserve(json.size() + 64);
  for (char c : json) c == '<' ? out += "\\u003c" : out += c;
  return R"(<script type="application/json" id="figures">)" + out + "</script>";
}

}  // namespace

std::string render_report(const ordered_json& f, const report_extras& extras) {
  const std::vector<std::string> labels = deck_labels(f["run"]["decks"]);
  std::string out = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">";
  out += R"(<meta name="viewport" content="width=device-width, initial-scale=1">)";
  out += fmt::format("<title>Megacorp simulation: {}</title><style>", esc(fmt::format("{}", fmt::join(labels, ", "))));
  out += report_assets::css;
  out += "</style></head><body><main>" + header(f, labels);
  out += R"(<section id="matrix"><h2>Win rate, deck against deck</h2><p class="note">Each cell: the row's deck's win rate against the column's deck )"
         R"((wins / games; draws and capped games count as not won), with its Wilson 95% interval as a bar on a 0&#8211;100% )"
         R"(track; the tick marks 50%. Bold: the interval lies wholly on one side of 50%. Blue: above 50%, red: below.</p>)";
  out += R"(<div class="legend" id="tint-legend" aria-label="tint scale">)";
  for (int pct = 0; pct <= 100; pct += 25)
    out += fmt::format(R"(<span data-mark="tint-key" data-rate="{}" style="background:{}">{}%</span>)", pct / 100.0,
                       rate_colour(pct / 100.0), pct);
  out += "</div>" + matrix(f, labels) + "</section>";
  out += R"(<section id="decks"><h2>Win rate by seat and turn order</h2><p class="note">Each deck's games split by the seat it )"
         R"(held and by whether it went first (the bid decides who goes first); bars: Wilson 95% intervals.</p>)";
  out += deck_rates(f, labels) + "</section>";
  out += R"(<section id="length"><h2>Game length</h2>)" + lengths(f);
  if (const std::string by_pair = pair_lengths(f, labels); !by_pair.empty())
    out += R"(<h3>By pairing (turns)</h3>)" + by_pair;
  out += "</section>";
  out += R"(<section id="endings"><h2>How games ended</h2>)" + endings(f) + "</section>";
  out += R"(<section id="card-figures"><h2>Cards</h2><p class="note">Per deck, its own cards: copies bought, deployed, destroyed )"
         R"(and sold by the deck's seat, and the deck's win rate over its games where a copy was deployed and where none was. )"
         R"(Click a column's header to sort by it; click again to reverse. &#9888; and grey: fewer than 30 games or an interval )"
         R"(wider than 30 points, too thin to read.</p><p class="banner" id="confounded"><b>Confounded:</b> &#8220;win rate when )"
         R"(deployed&#8221; against &#8220;not deployed&#8221; is not what a card is worth: cards are deployed when the game allows )"
         R"((long games deploy more), and events are played when behind. To measure a card, replace it and play the same games: )"
         R"(<code>megacorp simulate ... --importance DECK</code> (docs/simulate.md, Card importance).</p>)";
  out += card_table(f, true, "cards", extras.card_texts);
  if (const std::string others = card_table(f, false, "cards-other", extras.card_texts); !others.empty())
    out += R"(<h3>Cards bought from other decks' markets</h3><p class="note">Not in the deck's list: bought by its seat from )"
           R"(the opponent's open market (or put into play by card text).</p>)" + others;
  out += "</section>";
  if (f.contains("importance")) out += importance_section(f["importance"]);  // sim/report_importance.cpp
  if (!extras.saved_games.empty())
    out += saved_games_section(f, labels, extras.saved_games, extras.viewer, extras.saved_games_path);
  out += R"(<footer>Written by <code>megacorp simulate --report</code>; the figures are explained in docs/simulate.md and )"
         R"(embedded in this page as JSON (<code>script#figures</code>).</footer></main>)";
  out += embedded(f);
  out += "<script>";
  out += report_assets::script;
  return out + "</script></body></html>\n";
}

bool report_path_writable(const std::string& path, std::string& why) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (path.empty()) return why = "no file named", false;
  if (fs::is_directory(path, ec)) return why = "it is a folder", false;
  const bool existed = fs::exists(path, ec);
  {
    std::ofstream probe(path, std::ios::app);
    if (!probe) return why = std::strerror(errno), false;
  }
  if (!existed) fs::remove(path, ec);
  return true;
}

bool write_report(const std::string& path, const std::string& html, std::string& why) {
  std::ofstream out(path, std::ios::trunc | std::ios::binary);
  if (!out) return why = std::strerror(errno), false;
  out << html;
  out.close();
  if (!out) return why = "the write failed", false;
  return true;
}

}  // namespace megacorp::sim
