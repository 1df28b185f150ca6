// Checking scenarios (docs/scenarios.md): players, cards, cells, phases and variants are
// resolved here, so a scenario that checks cleanly fails at run time only for game reasons.
#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <map>

#include <fmt/format.h>

#include "engine/state.hpp"
#include "interp/check/checker.hpp"
#include "interp/check/names.hpp"
#include "interp/vocabulary/variants.hpp"

namespace megacorp {

using syntax::kind;
using syntax::node;

namespace {

constexpr int max_amount = 999999;
// Damage and counters on a card are kept in 16 bits; a scenario stays far below.
constexpr int max_marks = 9999;

struct phase_name {
  const char* word;
  engine::phase phase;
};
// The phases a scenario may start in or advance to (001 Turn Structure: ABCDE); a
// scenario may also start before the game, at its bids or mulligans (001 Beginning of the
// game).
constexpr phase_name phase_names[] = {{"accounting", engine::phase::accounting}, {"buy", engine::phase::buy},
                                      {"challenge", engine::phase::challenge},   {"divest", engine::phase::divest},
                                      {"end", engine::phase::end}};
constexpr phase_name setup_phase_names[] = {{"bidding", engine::phase::bidding}, {"mulligan", engine::phase::mulligan}};

std::string collapse_blanks(std::string_view text) {
  std::string out;
  bool blank = false;
  for (char c : text) {
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
      blank = true;
      continue;
    }
    if (blank && !out.empty()) out += ' ';
    blank = false;
    out += c;
  }
  return out;
}

class scenario_checker {
 public:
  scenario_checker(const library& lib, const source_file* file, diagnostics& diags)
      : lib_(lib), file_(file), diags_(diags) {}

  void run(const node& n, checked::scenario& s);

 private:
  span at(const node& n) const { return syntax::span_of(file_, n); }
  diagnostic& error(const node& n, std::string message) { return diags_.error(at(n), std::move(message)); }

  int number(const node& n);
  engine::cell cell(const node& n);
  engine::trait trait(const node& n) const;
  std::optional<engine::phase> phase(const node& n, bool setup = false);
  int player(const node& n);  // player_name or possessive; -1 after an error
  std::string card_name(const node& name_node);  // "" after an error
  checked::setup_card setup_card(const node& name_node) { return {card_name(name_node), at(name_node)}; }
  std::vector<checked::setup_card> card_list(const node& list);
  checked::card_ref card_ref(const node& n);
  checked::zone_ref zone_ref(const node& n, int actor);
  std::vector<checked::card_ref> card_refs(const node& n, std::size_t from);
  std::vector<checked::target_ref> target_refs(const node& n, std::size_t from);

  void declare_players(const node& n, checked::scenario& s);
  void setup_player(const node& n, checked::setup_player& p);
  void setup_cell(const node& n, checked::setup_cell& c);
  checked::scenario_action action(const node& n);
  checked::expectation expectation(const node& n);
  void check_board(const checked::scenario& s);

  const library& lib_;
  const source_file* file_;
  diagnostics& diags_;
  std::vector<std::string> players_;
  std::vector<span> player_where_;
};

int scenario_checker::number(const node& n) {
  std::string_view text = n.text;
  bool negative = !text.empty() && text.front() == '-';
  if (negative) text.remove_prefix(1);
  std::size_t digits = 0;
  while (digits < text.size() && text[digits] >= '0' && text[digits] <= '9') ++digits;
  int value = 0;
  auto [ptr, ec] = std::from_chars(text.data(), text.data() + digits, value);
  if (ec != std::errc() || value > max_amount) {
    error(n, fmt::format("number {} is too large (at most {})", text.substr(0, digits), max_amount));
    return 0;
  }
  return negative ? -value : value;
}

engine::cell scenario_checker::cell(const node& n) {
  engine::cell c{number(n.children[0]), number(n.children[1])};
  // The engine caps a network at [-network_radius, network_radius] (docs/engine.md).
  if (std::abs(c.x) > engine::network_radius || std::abs(c.y) > engine::network_radius) {
    error(n, fmt::format("cell {},{} is outside the network grid; coordinates run from {} to {} (docs/engine.md)", c.x,
                         c.y, -engine::network_radius, engine::network_radius));
    return {0, 0};
  }
  return c;
}

engine::trait scenario_checker::trait(const node& n) const {
  static constexpr std::string_view names[] = {"IQ", "EQ", "MQ", "BQ"};
  for (int i = 0; i < 4; ++i)
    if (n.text == names[i]) return static_cast<engine::trait>(i);
  return engine::trait::iq;
}

std::optional<engine::phase> scenario_checker::phase(const node& n, bool setup) {
  std::vector<std::string> words;
  if (setup)
    for (const phase_name& p : setup_phase_names) {
      if (n.text == p.word) return p.phase;
      words.emplace_back(p.word);
    }
  for (const phase_name& p : phase_names) {
    if (n.text == p.word) return p.phase;
    words.emplace_back(p.word);
  }
  std::string guess = closest(n.text, words);
  suggest(error(n, fmt::format("unknown phase '{}'; expected {}accounting, buy, challenge, divest or end{}", n.text,
                               setup ? "bidding, mulligan, " : "", did_you_mean(guess))), guess);
  return std::nullopt;
}

int scenario_checker::player(const node& n) {
  std::string_view name = n.text;
  if (n.k == kind::possessive) name = name.substr(0, name.size() - 2);  // drop 's
  for (std::size_t i = 0; i < players_.size(); ++i)
    if (players_[i] == name) return static_cast<int>(i);
  std::string list;
  for (const auto& p : players_) list += (list.empty() ? "" : ", ") + p;
  std::string guess = closest(name, players_);
  diagnostic& d = error(n, fmt::format("unknown player '{}'; the players are {}{}", name, list.empty() ? "(none)" : list,
                                       did_you_mean(guess)));
  suggest(d, guess.empty() || n.k != kind::possessive ? guess : guess + "'s");  // `Ana's`
  return -1;
}

std::string scenario_checker::card_name(const node& name_node) {
  std::string name = unquote(name_node.text);
  if (lib_.find_card(name)) return name;
  closest_finder near(name);
  for (const auto& c : lib_.cards()) near.offer(c->name);
  const std::string guess = near.best();
  suggest(error(name_node, fmt::format("unknown card \"{}\"{}", name, did_you_mean(guess))), guess.empty() ? "" : quote(guess));
  return {};
}

std::vector<checked::setup_card> scenario_checker::card_list(const node& list) {
  std::vector<checked::setup_card> out;
  for (const node& entry : list.children) {
    int copies = 1;
    const node& name_node = entry.children.back();
    if (entry.children.size() == 2) {
      copies = number(entry.children[0]);
      if (copies < 1 || copies > 100) {
        error(entry.children[0], fmt::format("{} copies: a count runs from 1 to 100", copies));
        copies = 1;
      }
    }
    checked::setup_card c = setup_card(name_node);
    for (int i = 0; i < copies; ++i) out.push_back(c);
  }
  return out;
}

checked::card_ref scenario_checker::card_ref(const node& n) {
  checked::card_ref r;
  r.where = at(n);
  for (const node& c : n.children) {
    if (c.k == kind::possessive) r.player = player(c);
    else if (c.k == kind::name) r.name = card_name(c);
    else if (c.k == kind::cell) r.at = cell(c);
  }
  r.business = n.find(kind::name) == nullptr;
  return r;
}

// `on "X", Nick`: cards and players, in the order written (a player's name is checked
// like any player named in the scenario).
std::vector<checked::target_ref> scenario_checker::target_refs(const node& n, std::size_t from) {
  std::vector<checked::target_ref> out;
  for (std::size_t i = from; i < n.children.size(); ++i) {
    const node& c = n.children[i];
    if (c.k == kind::card_ref) out.push_back({.card = card_ref(c)});
    else if (c.k == kind::player_name) {
      checked::target_ref r;
      r.card.where = at(c);
      r.player = player(c);
      out.push_back(std::move(r));
    }
  }
  return out;
}

std::vector<checked::card_ref> scenario_checker::card_refs(const node& n, std::size_t from) {
  std::vector<checked::card_ref> out;
  for (std::size_t i = from; i < n.children.size(); ++i)
    if (n.children[i].k == kind::card_ref) out.push_back(card_ref(n.children[i]));
  return out;
}

checked::zone_ref scenario_checker::zone_ref(const node& n, int actor) {
  checked::zone_ref z;
  z.where = at(n);
  const node& whose = n.children[0];
  if (whose.k == kind::possessive) {
    z.player = player(whose);
  } else if (actor < 0) {
    error(whose, fmt::format("'{}' means the acting player; an expectation names the player, such as {}'s", whose.text,
                             players_.empty() ? "Ana" : players_.front()));
  } else {
    z.player = actor;
  }
  std::string zone = collapse_blanks(n.children[1].text);
  if (zone == "main deck") z.zone = engine::zone::main_deck;
  else if (zone == "resource deck") z.zone = engine::zone::resource_deck;
  else if (zone == "hand") z.zone = engine::zone::hand;
  else if (zone == "open market") z.zone = engine::zone::open_market;
  else if (zone == "annihilated") z.zone = engine::zone::annihilated;
  else z.zone = engine::zone::network;
  return z;
}

void scenario_checker::declare_players(const node& n, checked::scenario& s) {
  for (const node& item : n.children) {
    if (item.k != kind::setup_player) continue;
    const node& name = item.children[0];
    std::string text(name.text);
    auto old = std::find(players_.begin(), players_.end(), text);
    if (old != players_.end()) {
      error(name, fmt::format("player {} is declared twice", text))
          .notes.push_back({severity::note, player_where_[old - players_.begin()], text + " first declared here", {}});
      continue;
    }
    players_.push_back(text);
    player_where_.push_back(at(name));
    checked::setup_player p;
    p.name = text;
    p.where = at(name);
    s.players.push_back(std::move(p));
  }
  if (players_.size() < 2 || players_.size() > engine::max_players)
    error(n.children[0], fmt::format("a scenario needs 2 to {} players ('player NAME {{ ... }}'); this one has {}",
                                     engine::max_players, players_.size()));
}

void scenario_checker::setup_cell(const node& n, checked::setup_cell& c) {
  c.card = setup_card(n.children[0]);
  c.at = cell(n.children[1]);
  std::map<kind, const node*> seen;
  for (std::size_t i = 2; i < n.children.size(); ++i) {
    const node& p = n.children[i];
    if (p.k != kind::cell_damage && seen.count(p.k)) {
      error(p, fmt::format("'{}' is given twice for this cell", p.text))
          .notes.push_back({severity::note, at(*seen[p.k]), "first given here", {}});
      continue;
    }
    seen[p.k] = &p;
    switch (p.k) {
      case kind::word: c.engaged = true; break;
      case kind::cell_damage: {
        int& d = c.damage[static_cast<int>(trait(p.children[1]))];
        d = std::min(d + number(p.children[0]), max_marks + 1);
        if (d > max_marks) error(p, fmt::format("more than {} damage in one trait; the engine keeps at most {}", max_marks, max_marks));
        break;
      }
      case kind::cell_counters:
        c.counters = number(p.children[0]);
        if (c.counters > max_marks) error(p, fmt::format("{} counters; the engine keeps at most {}", c.counters, max_marks));
        break;
      case kind::cell_owner: c.owner = player(p.children[0]); break;
      case kind::cell_bonded: c.bonded = card_list(p.children[0]); break;
      default: break;
    }
  }
}

void scenario_checker::setup_player(const node& n, checked::setup_player& p) {
  std::map<std::string, const node*> seen;
  auto once = [&](const node& item, std::string key) {
    if (auto it = seen.find(key); it != seen.end()) {
      error(item, fmt::format("'{}' is given twice for player {}", key, p.name))
          .notes.push_back({severity::note, at(*it->second), "first given here", {}});
      return false;
    }
    seen[key] = &item;
    return true;
  };
  for (std::size_t i = 1; i < n.children.size(); ++i) {
    const node& item = n.children[i];
    switch (item.k) {
      case kind::setup_money:
        if (once(item, "money")) p.money = number(item.children[0]);
        break;
      case kind::setup_pool:
        if (!once(item, "pool")) break;
        for (const node& e : item.children) p.pool[static_cast<int>(trait(e.children[1]))] += number(e.children[0]);
        break;
      case kind::setup_network:
        if (!once(item, "network")) break;
        for (const node& c : item.children) {
          checked::setup_cell cell;
          setup_cell(c, cell);
          p.network.push_back(std::move(cell));
        }
        break;
      case kind::setup_pile: {
        std::string zone = collapse_blanks(item.children[0].text);
        if (!once(item, zone)) break;
        auto cards = card_list(item.children[1]);
        if (zone == "main deck") p.main_deck = std::move(cards);
        else if (zone == "resource deck") p.resource_deck = std::move(cards);
        else if (zone == "hand") p.hand = std::move(cards);
        else if (zone == "open market") p.open_market = std::move(cards);
        else if (zone == "annihilated") p.annihilated = std::move(cards);
        else error(item.children[0], "the network is written 'network { \"Card\" at X,Y ... }'");
        break;
      }
      case kind::field_unknown: {
        std::string guess = closest(item.children[0].text, {"money", "pool"});
        suggest(error(item.children[0], fmt::format("unknown item '{}' in a player; expected money:, pool:, network, hand, "
                                                    "main deck, resource deck, open market or annihilated{}",
                                                    item.children[0].text, did_you_mean(guess))), guess);
        break;
      }
      default: break;
    }
  }
}

checked::scenario_action scenario_checker::action(const node& n) {
  using checked::action_kind;
  checked::scenario_action a;
  a.where = at(n);
  a.player = std::max(0, player(n.children[0]));
  const node& body = n.children[1];
  switch (body.k) {
    case kind::act_bid:
      a.kind = action_kind::bid;
      a.amounts.push_back(number(body.children[0]));
      break;
    case kind::act_mulligan: a.kind = action_kind::mulligan; break;
    case kind::act_keep: a.kind = action_kind::keep_hand; break;
    case kind::act_upkeep:
      a.kind = body.children[0].text == "pays" ? action_kind::pay_upkeep : action_kind::decline_upkeep;
      a.cards.push_back(card_ref(body.children[1]));
      break;
    case kind::act_buy_revealed:
      a.kind = action_kind::buy_revealed;
      a.at = cell(body.children[0]);
      break;
    case kind::act_bottom_revealed: a.kind = action_kind::bottom_revealed; break;
    case kind::act_produce:
      a.kind = action_kind::produce;
      a.trait = trait(body.children[0]);
      a.cards.push_back(card_ref(body.children[1]));
      break;
    case kind::act_buy_out:
      a.kind = action_kind::buy_out;
      a.network = player(body.children[0]);
      break;
    case kind::act_buy: {
      a.kind = action_kind::buy;
      checked::card_ref r;
      bool after_cell = false;
      for (const node& c : body.children) {
        if (c.k == kind::possessive && after_cell) a.network = player(c);
        else if (c.k == kind::possessive) r.player = player(c);
        else if (c.k == kind::name) r.name = card_name(c), r.where = at(c);
        else if (c.k == kind::zone_ref) a.from = zone_ref(c, a.player);
        else if (c.k == kind::cell) a.at = cell(c), after_cell = true;
      }
      if (a.from && a.from->zone != engine::zone::hand && a.from->zone != engine::zone::open_market &&
          a.from->zone != engine::zone::network)
        error(body, "cards are bought from a hand, an open market or a network (001 Buy Phase)");
      a.cards.push_back(std::move(r));
      break;
    }
    case kind::act_sell:
      a.kind = action_kind::sell;
      a.cards.push_back(card_ref(body.children[0]));
      break;
    case kind::act_pass: a.kind = action_kind::pass; break;
    case kind::act_advance:
      a.kind = action_kind::advance;
      a.phase = phase(body.children[0]).value_or(engine::phase::buy);
      break;
    case kind::act_concede: a.kind = action_kind::concede; break;
    case kind::act_attack:
      a.kind = action_kind::attack;
      a.cards = card_refs(body, 0);
      a.trait = trait(body.children[2]);
      break;
    case kind::act_block:
      a.kind = body.find(kind::modal) ? action_kind::no_block : action_kind::block;
      a.cards = card_refs(body, 0);
      break;
    case kind::act_retaliate:
      a.kind = body.find(kind::modal) ? action_kind::no_retaliate : action_kind::retaliate;
      a.cards = card_refs(body, 0);
      break;
    case kind::act_assign:
      a.kind = action_kind::assign;
      for (const node& as : body.children) {
        a.amounts.push_back(number(as.children[0]));
        a.cards.push_back(card_ref(as.children[1]));
      }
      break;
    case kind::act_play:
      a.kind = action_kind::play;
      a.cards.push_back(card_ref(body.children[0]));
      a.at = a.cards.back().at;  // `plays "X" at 0,-1`: where it is deployed, not where it is
      a.cards.back().at.reset();
      a.targets = target_refs(body, 1);
      break;
    case kind::act_activate:
      a.kind = action_kind::activate;
      a.ability = unquote(body.children[0].text);
      a.cards.push_back(card_ref(body.children[1]));
      a.targets = target_refs(body, 2);
      break;
    case kind::act_choose:
      a.kind = body.children.empty() && body.text.substr(0, 8) == "declines" ? action_kind::decline : action_kind::choose;
      a.cards = card_refs(body, 0);
      if (const node* who = body.find(kind::player_name)) a.whom = player(*who);
      break;
    case kind::act_move:
      a.kind = action_kind::move;
      a.cards.push_back(card_ref(body.children[0]));
      a.at = cell(body.children[1]);
      break;
    default: break;
  }
  return a;
}

checked::expectation scenario_checker::expectation(const node& wrapper) {
  using checked::expect_kind;
  checked::expectation e;
  const node& n = wrapper.children[0];
  e.where = at(wrapper);
  auto first_player = [&] { e.player = player(n.children[0]); };
  switch (n.k) {
    case kind::exp_refused:
      e.kind = expect_kind::refused;
      e.action = action(n.children[0]);
      e.text = unquote(n.children[1].text);
      break;
    case kind::exp_log:
      e.kind = expect_kind::log;
      e.text = unquote(n.children[0].text);
      break;
    case kind::exp_turn:
      e.kind = expect_kind::turn;
      first_player();
      e.phase = phase(n.children[1], true).value_or(engine::phase::buy);
      break;
    case kind::exp_winner: e.kind = expect_kind::winner, first_player(); break;
    case kind::exp_lost: e.kind = expect_kind::lost, first_player(); break;
    case kind::exp_money:
      e.kind = expect_kind::money;
      first_player();
      e.value = number(n.children[1]);
      break;
    case kind::exp_pool:
      e.kind = expect_kind::pool;
      first_player();
      e.value = number(n.children[1]);
      e.trait = trait(n.children[2]);
      break;
    case kind::exp_zone_is:
      e.zone = zone_ref(n.children[0], -1);
      e.kind = n.children.size() > 1 ? expect_kind::zone_is : expect_kind::zone_empty;
      if (n.children.size() > 1) e.contents = card_list(n.children[1]);
      break;
    case kind::exp_zone_count:
      e.kind = expect_kind::zone_count;
      e.zone = zone_ref(n.children[0], -1);
      e.value = number(n.children[1]);
      break;
    case kind::exp_in:
    case kind::exp_on_top:
      e.kind = n.k == kind::exp_in ? expect_kind::in_zone : expect_kind::on_top;
      e.cards.push_back(card_ref(n.children[0]));
      e.zone = zone_ref(n.children[1], -1);
      break;
    case kind::exp_damage:
      e.cards.push_back(card_ref(n.children[0]));
      e.value = number(n.children[1]);
      e.kind = n.children.size() > 2 ? expect_kind::damage : expect_kind::total_damage;
      if (n.children.size() > 2) e.trait = trait(n.children[2]);
      break;
    case kind::exp_counters:
      e.kind = expect_kind::counters;
      e.cards.push_back(card_ref(n.children[0]));
      e.value = number(n.children[1]);
      break;
    case kind::exp_trait:
      e.cards.push_back(card_ref(n.children[0]));
      e.kind = n.children[1].k == kind::trait ? expect_kind::trait : expect_kind::valuation;
      if (e.kind == expect_kind::trait) e.trait = trait(n.children[1]);
      e.value = number(n.children[2]);
      break;
    case kind::exp_at:
      e.kind = expect_kind::at;
      e.cards.push_back(card_ref(n.children[0]));
      e.at = cell(n.children[1]);
      e.zone = zone_ref(n.children[2], -1);
      if (e.zone->zone != engine::zone::network) error(n.children[2], "a cell is in a network: write 'in NAME's network'");
      break;
    case kind::exp_bonded:
      e.kind = expect_kind::bonded_to;
      e.cards = card_refs(n, 0);
      break;
    case kind::exp_state:
      e.cards.push_back(card_ref(n.children[0]));
      e.kind = n.children[1].text == "engaged"      ? expect_kind::engaged
               : n.children[1].text == "disengaged" ? expect_kind::disengaged
                                                    : expect_kind::orphaned;
      break;
    default: break;
  }
  return e;
}

// The board must be one the game could reach: a business at 0,0 of each network, one
// card per cell, cards of the right kind in the right zones.
void scenario_checker::check_board(const checked::scenario& s) {
  for (const checked::setup_player& p : s.players) {
    const checked::setup_cell* business = nullptr;
    std::map<std::pair<int, int>, const checked::setup_cell*> cells;
    for (const checked::setup_cell& c : p.network) {
      const checked::card* def = lib_.find_card(c.card.name);
      if (!def) continue;
      auto [it, fresh] = cells.emplace(std::pair{c.at.x, c.at.y}, &c);
      if (!fresh)
        diags_.error(c.card.where, fmt::format("cell {},{} of {}'s network holds two cards; bond one under the other "
                                               "with 'bonded {{ ... }}'", c.at.x, c.at.y, p.name))
            .notes.push_back({severity::note, it->second->card.where, "the cell's first card", {}});
      if (def->is(checked::business)) {
        if (!(c.at == engine::cell{0, 0}))
          diags_.error(c.card.where, fmt::format("a business stands at 0,0 of its network (001 Network), not at {},{}",
                                                 c.at.x, c.at.y));
        else if (business)
          diags_.error(c.card.where, fmt::format("{}'s network has two businesses", p.name));
        business = &c;
      }
    }
    if (!business)
      diags_.error(p.where, fmt::format("{} has no business at 0,0 of the network (001 Network); add "
                                        "'network {{ \"Business name\" at 0,0 }}'", p.name));
    auto no_business = [&](const std::vector<checked::setup_card>& pile, const char* zone) {
      for (const checked::setup_card& c : pile)
        if (const checked::card* def = lib_.find_card(c.name); def && def->is(checked::business))
          diags_.error(c.where, fmt::format("a business cannot be in a {} (it stays in play, 001 Network)", zone));
    };
    no_business(p.hand, "hand");
    no_business(p.main_deck, "main deck");
    no_business(p.resource_deck, "resource deck");
    no_business(p.open_market, "open market");
    for (int t = 0; t < 4; ++t)
      if (p.pool[t] != 0 && &p != &s.players[static_cast<std::size_t>(s.turn_player)])
        diags_.error(p.where, fmt::format("{} has a trait pool but it is not {}'s turn; only the turn player has one "
                                          "(001 Buy Phase)", p.name, p.name));
  }
}

void scenario_checker::run(const node& n, checked::scenario& s) {
  declare_players(n, s);
  std::map<kind, const node*> seen;
  auto once = [&](const node& item, const char* key) {
    if (auto it = seen.find(item.k); it != seen.end()) {
      error(item, fmt::format("'{}:' is given twice in this scenario", key))
          .notes.push_back({severity::note, at(*it->second), "first given here", {}});
      return false;
    }
    seen[item.k] = &item;
    return true;
  };
  std::size_t player_index = 0;
  for (std::size_t i = 1; i < n.children.size(); ++i) {
    const node& item = n.children[i];
    switch (item.k) {
      case kind::setup_rules:
        if (!once(item, "rules")) break;
        for (const node& w : item.children) {
          std::string name(w.text);
          if (!apply_variant(name, s.rules, lib_.variants())) {
            const std::vector<std::string> names = variant_names(lib_.variants());
            const std::string guess = closest(name, names);
            suggest(error(w, fmt::format("unknown rules variant '{}'; the variants are {} (docs/rulings.md){}", name,
                                         fmt::join(names, ", "), did_you_mean(guess))),
                    guess);
          }
          s.variants.push_back(name);
        }
        break;
      case kind::setup_seed:
        if (once(item, "seed")) s.seed = static_cast<std::uint64_t>(number(item.children[0]));
        break;
      case kind::setup_turn:
        if (!once(item, "turn")) break;
        s.turn_player = std::max(0, player(item.children[0]));
        s.phase = phase(item.children[1], true).value_or(engine::phase::buy);
        if (item.children.size() > 2) {
          s.turn_number = number(item.children[2]);
          if (s.turn_number < 1) error(item.children[2], "turns are numbered from 1");
        }
        break;
      case kind::setup_pending:
        if (once(item, "pending")) s.pending = unquote(item.children[0].text);
        break;
      case kind::setup_player:
        if (player_index < s.players.size() && s.players[player_index].name == item.children[0].text)
          setup_player(item, s.players[player_index++]);
        break;
      case kind::scenario_action: s.steps.push_back({action(item), std::nullopt}); break;
      case kind::scenario_expect: s.steps.push_back({std::nullopt, expectation(item)}); break;
      case kind::field_unknown: {
        std::string guess = closest(item.children[0].text, {"rules", "seed", "turn", "pending"});
        suggest(error(item.children[0], fmt::format("unknown item '{}' in a scenario; expected rules:, seed:, turn:, "
                                                    "pending:, player, an action or expect{}", item.children[0].text,
                                                    did_you_mean(guess))), guess);
        break;
      }
      default: break;
    }
  }
  if (s.steps.empty())
    error(n.children[0], "this scenario has no actions and no expectations, so it would test nothing");
  check_board(s);
}

}  // namespace

void check_scenario(const library& lib, const source_file* file, const syntax::node& n, checked::scenario& s,
                    diagnostics& diags) {
  scenario_checker(lib, file, diags).run(n, s);
}

}  // namespace megacorp

namespace megacorp::checked {

const char* action_kind_name(action_kind k) {
  static constexpr const char* names[] = {
      "bid", "mulligan", "keep hand", "pay upkeep", "decline upkeep", "buy the revealed card",
      "put the revealed card on the bottom", "produce", "buy", "buy out", "sell", "pass", "advance", "concede",
      "attack", "block", "not block", "assign damage", "retaliate", "not retaliate", "play", "activate", "choose",
      "decline", "move"};
  static_assert(std::size(names) == static_cast<std::size_t>(action_kind::move) + 1);
  return names[static_cast<std::size_t>(k)];
}

}  // namespace megacorp::checked
