// Checking a scenario's board: players, money, pools, piles and networks, and that the game could reach it.
#include <algorithm>
#include <array>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "ir/names.hpp"
#include "check/scenario_check_parts.hpp"

namespace megacorp {

using syntax::kind;
using syntax::node;

namespace {

// The pile of a player's setup a zone of checked::pile_words names; none for the network,
// which is written as cells.
std::vector<checked::setup_card>* setup_pile(checked::setup_player& p, std::optional<engine::zone> z) {
  switch (z.value_or(engine::zone::network)) {
    case engine::zone::hand: return &p.hand;
    case engine::zone::main_deck: return &p.main_deck;
    case engine::zone::resource_deck: return &p.resource_deck;
    case engine::zone::open_market: return &p.open_market;
    case engine::zone::annihilated: return &p.annihilated;
    default: return nullptr;
  }
}

// Damage and counters on a card are kept in 16 bits; a scenario stays far below.
constexpr int max_marks = 9999;

}  // namespace

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
  // A scenario of decks alone has no game and no players (docs/scenarios.md, Decks).
  if (players_.empty() && n.find(kind::deck)) return;
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
        if (std::vector<checked::setup_card>* pile = setup_pile(p, checked::pile_zone(zone))) *pile = std::move(cards);
        else error(item.children[0], "the network is written 'network { \"Card\" at X,Y ... }'");
        break;
      }
      case kind::setup_deck:
        if (once(item, "deck")) p.deck = setup_deck_name(item.children[0]);
        break;
      case kind::field_unknown: {
        std::string guess = closest(item.children[0].text, {"money", "pool", "deck"});
        suggest(error(item.children[0], fmt::format("unknown item '{}' in a player; expected money:, pool:, network, hand, "
                                                    "main deck, resource deck, open market or annihilated{}",
                                                    item.children[0].text, did_you_mean(guess))), guess);
        break;
      }
      default: break;
    }
  }
}

// The board must be one the game could reach: a business at 0,0 of each network, one
// card per cell, cards of the right kind in the right zones.
// `deck: "D"`: a deck written above in the scenario, or one of the library's.
checked::setup_card scenario_checker::setup_deck_name(const node& name) {
  checked::setup_card d{unquote(name.text), at(name)};
  if (!find_deck(*current_, d.name) && !lib_.find_deck(d.name))
    error(name, fmt::format("no deck \"{}\" written above in this scenario nor in the library", d.name));
  return d;
}

// Players that play decks start a game from them at the bids (001 Beginning of the game):
// every player has one, and nothing else of the board is written.
void scenario_checker::check_deck_game(const checked::scenario& s) {
  for (const checked::setup_player& p : s.players) {
    const bool written = p.money != engine::book::starting_money || !p.network.empty() || !p.hand.empty() ||
                         !p.main_deck.empty() || !p.resource_deck.empty() || !p.open_market.empty() ||
                         !p.annihilated.empty() || p.pool != std::array<int, engine::trait_count>{};
    if (!p.deck) diags_.error(p.where, fmt::format("{} plays no deck; when one player plays a deck ('deck: \"NAME\"'), "
                                                   "every player does", p.name));
    else if (written)
      diags_.error(p.where, fmt::format("{} plays deck \"{}\": the game starts from the decks, so nothing else of the "
                                        "player is written", p.name, p.deck->name));
  }
  if (s.phase != engine::phase::bidding)
    diags_.error(s.where, "a game played from decks starts at the bids: write 'turn: NAME, bidding'");
}

void scenario_checker::check_board(const checked::scenario& s) {
  if (std::any_of(s.players.begin(), s.players.end(), [](const checked::setup_player& p) { return p.deck.has_value(); }))
    return check_deck_game(s);
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
          diags_.error(c.where, fmt::format("a business cannot be in {}: a player's business is apart from their decks and is put onto their network as the game begins (001 Deck, Beginning of the game)", zone));
    };
    no_business(p.hand, "a hand");
    no_business(p.main_deck, "a main deck");
    no_business(p.resource_deck, "a resource deck");
    no_business(p.open_market, "an open market");
    // A trait pool, any player's: one produces in another player's turn too, a trait a cost of
    // theirs lacks, and card text's `produce` (docs/rulings.md, Trait pools in another player's turn).
  }
}

}  // namespace megacorp
