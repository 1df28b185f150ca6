// Checking a scenario's actions: who acts, with which cards, on what, where (docs/scenarios.md).
// One function per kind of action, in a table indexed by the action's syntax kind.
#include <algorithm>
#include <array>
#include <cstddef>
#include <iterator>
#include <utility>

#include "check/kind_table.hpp"
#include "ir/names.hpp"
#include "check/scenario_check_parts.hpp"

namespace megacorp {

using syntax::kind;
using syntax::node;
using checked::action_kind;
using checked::scenario_action;

// Each fills `a` (its player and place already set) from the action's body.
struct scenario_checker::actions {
  using check = void (*)(scenario_checker& c, const node& body, scenario_action& a);
  static check for_kind(kind k);

  static void bid(scenario_checker& c, const node& body, scenario_action& a) {
    a.kind = action_kind::bid;
    a.amounts.push_back(c.number(body.children[0]));
  }
  static void mulligan(scenario_checker&, const node&, scenario_action& a) { a.kind = action_kind::mulligan; }
  static void keep(scenario_checker&, const node&, scenario_action& a) { a.kind = action_kind::keep_hand; }
  static void upkeep(scenario_checker& c, const node& body, scenario_action& a) {
    a.kind = body.children[0].text == "pays" ? action_kind::pay_upkeep : action_kind::decline_upkeep;
    a.cards.push_back(c.card_ref(body.children[1]));
  }
  static void buy_revealed(scenario_checker& c, const node& body, scenario_action& a) {
    a.kind = action_kind::buy_revealed;
    a.at = c.cell(body.children[0]);
  }
  static void bottom_revealed(scenario_checker&, const node&, scenario_action& a) {
    a.kind = action_kind::bottom_revealed;
  }
  // `facing south`: one of engine::facing_names (docs/scenarios.md).
  static int facing(scenario_checker& c, const node& n) {
    const auto& names = engine::facing_names;
    if (const auto it = std::find(names.begin(), names.end(), n.text); it != names.end())
      return static_cast<int>(it - names.begin());
    c.error(n, fmt::format("unknown facing '{}'; an area faces east, south, west or north", n.text));
    return 0;
  }
  static void produce(scenario_checker& c, const node& body, scenario_action& a) {
    a.kind = action_kind::produce;
    a.trait = c.trait(body.children[0]);
    a.cards.push_back(c.card_ref(body.children[1]));
  }
  static void buy_out(scenario_checker& c, const node& body, scenario_action& a) {
    a.kind = action_kind::buy_out;
    a.network = c.player(body.children[0]);
  }
  static void buy(scenario_checker& c, const node& body, scenario_action& a);
  // `sells "X"`, or `sells "X" from her hand`: the copies of a UNIQUE card there (001 Glossary UNIQUE).
  static void sell(scenario_checker& c, const node& body, scenario_action& a) {
    a.kind = action_kind::sell;
    a.cards.push_back(c.card_ref(body.children[0]));
    if (body.children.size() < 2) return;
    a.from = c.zone_ref(body.children[1], a.player);
    if (a.from->zone != engine::zone::hand || a.from->player != a.player)
      c.error(body.children[1], "a card is sold from its seller's network, or, with the other copies of a UNIQUE card, "
                                "from the seller's own hand (001 Divest Phase; 001 Glossary UNIQUE)");
  }
  static void pass(scenario_checker&, const node& body, scenario_action& a) {
    a.kind = action_kind::pass;
    a.priority_only = body.text.find("priority") != std::string_view::npos;
  }
  static void advance(scenario_checker& c, const node& body, scenario_action& a) {
    a.kind = action_kind::advance;
    a.phase = c.phase(body.children[0]).value_or(engine::phase::buy);
  }
  static void concede(scenario_checker&, const node&, scenario_action& a) { a.kind = action_kind::concede; }
  static void attack(scenario_checker& c, const node& body, scenario_action& a) {
    a.kind = action_kind::attack;
    a.cards = c.card_refs(body, 0);
    a.trait = c.trait(body.children[2]);
    if (body.children.size() > 3) a.facing = facing(c, body.children[3]);
  }
  static void block(scenario_checker& c, const node& body, scenario_action& a) {
    a.kind = body.find(kind::modal) ? action_kind::no_block : action_kind::block;
    a.cards = c.card_refs(body, 0);
  }
  static void retaliate(scenario_checker& c, const node& body, scenario_action& a) {
    a.kind = body.find(kind::modal) ? action_kind::no_retaliate : action_kind::retaliate;
    a.cards = c.card_refs(body, 0);
  }
  static void assign(scenario_checker& c, const node& body, scenario_action& a) {
    a.kind = action_kind::assign;
    for (const node& as : body.children) {
      a.amounts.push_back(c.number(as.children[0]));
      a.cards.push_back(c.card_ref(as.children[1]));
    }
  }
  static void play(scenario_checker& c, const node& body, scenario_action& a) {
    a.kind = action_kind::play;
    a.cards.push_back(c.card_ref(body.children[0]));
    a.at = a.cards.back().at;  // `plays "X" at 0,-1`: where it is deployed, not where it is
    a.cards.back().at.reset();
    a.targets = c.target_refs(body, 1);
    a.free = body.find(kind::adjective) != nullptr;  // `plays "X" for free`
    read_mode(c, body, a);  // `plays "X" choosing mode 2`
    played_from(c, body, a);
  }
  // `plays "X" from Nick's open market at 0,1`: an event bought from the top of an open market
  // (docs/rulings.md, An event bought from an open market), deployed at the cell after it.
  static void played_from(scenario_checker& c, const node& body, scenario_action& a) {
    const node* from = body.find(kind::zone_ref);
    if (!from) return;
    a.from = c.zone_ref(*from, a.player);
    if (const node* at = body.find(kind::cell)) a.at = c.cell(*at);
    if (a.from->zone != engine::zone::open_market)
      c.error(*from, "an event is played from its player's hand, or bought by playing it from the top of an open "
              "market: write `plays \"X\"` or `plays \"X\" from Nick's open market at 0,1`");
  }
  // `mode "TEXT"`, `mode 2`: by its text or its place from 1; `modes 1 and 3`: more than one.
  static void read_mode(scenario_checker& c, const node& body, scenario_action& a) {
    const node* m = body.find(kind::mode_choice);
    if (!m) return;
    for (const node& which : m->children) {
      const bool number = which.k == kind::number;
      std::pair<std::string, int> named{number ? std::string() : unquote(which.text), number ? std::max(1, c.number(which)) : 0};
      if (&which != &m->children.front()) a.more_modes.push_back(std::move(named));
      else a.mode = std::move(named.first), a.mode_number = named.second;
    }
  }
  static void activate(scenario_checker& c, const node& body, scenario_action& a) {
    a.kind = action_kind::activate;
    const bool named = body.children[0].k != kind::card_ref;  // `activates "X"`: its one activated ability
    a.ability = named ? unquote(body.children[0].text) : std::string();
    a.only_ability = !named;
    a.cards.push_back(c.card_ref(body.children[named ? 1 : 0]));
    a.targets = c.target_refs(body, named ? 2 : 1);
    read_mode(c, body, a);
  }
  static void choose(scenario_checker& c, const node& body, scenario_action& a) {
    a.kind = body.children.empty() && body.text.substr(0, 8) == "declines" ? action_kind::decline : action_kind::choose;
    a.cards = c.card_refs(body, 0);
    if (const node* who = body.find(kind::player_name)) a.whom = c.player(*who);
    if (const node* m = body.find(kind::money_term)) a.amounts.push_back(c.number(*m));  // `chooses 3M`: a cost's x
    read_mode(c, body, a);  // `chooses mode "TEXT"`, `chooses mode 2`
  }
  static void move(scenario_checker& c, const node& body, scenario_action& a) {
    a.kind = action_kind::move;
    a.cards.push_back(c.card_ref(body.children[0]));
    a.at = c.cell(body.children[1]);
  }
};

// `buys [PLAYER's] "X" [at CELL] [from ZONE] [at CELL [in PLAYER's network]] [for free]`.
void scenario_checker::actions::buy(scenario_checker& c, const node& body, scenario_action& a) {
  a.kind = action_kind::buy;
  checked::card_ref r;
  bool after_cell = false;
  for (std::size_t i = 0; i < body.children.size(); ++i) {
    const node& part = body.children[i];
    const bool source_cell = i + 1 < body.children.size() && body.children[i + 1].k == kind::zone_ref;
    if (part.k == kind::possessive && after_cell) a.network = c.player(part);
    else if (part.k == kind::possessive) r.player = c.player(part);
    else if (part.k == kind::name) r.name = c.card_name(part), r.where = c.at(part);
    else if (part.k == kind::zone_ref) a.from = c.zone_ref(part, a.player);
    else if (part.k == kind::cell && source_cell) r.at = c.cell(part);  // `buys "X" at 1,0 from ...`: where X is
    else if (part.k == kind::cell) a.at = c.cell(part), after_cell = true;
    else if (part.k == kind::adjective) a.free = true;  // `for free`
  }
  if (r.at && (!a.from || a.from->zone != engine::zone::network))
    c.error(body, "a cell names where the card is bought from in a network: `buys \"X\" at 1,0 from Nicole's network at 2,0`");
  // A buy from an annihilated zone is written, and refused by the engine's rule (001
  // Annihilated Zone: "cannot come back or be bought"); from a deck it cannot be written.
  if (a.from && a.from->zone != engine::zone::hand && a.from->zone != engine::zone::open_market &&
      a.from->zone != engine::zone::network && a.from->zone != engine::zone::annihilated)
    c.error(body, "cards are bought from a hand, an open market or a network (001 Buy Phase)");
  a.cards.push_back(std::move(r));
}

// One function per action kind, indexed by kind from act_bid to act_move; `assignment`,
// between them, is a part of act_assign and has none.
scenario_checker::actions::check scenario_checker::actions::for_kind(kind k) {
  static constexpr kind_table<check, kind::act_bid, kind::act_move> table([](auto set) {
    set(kind::act_bid, bid);
    set(kind::act_mulligan, mulligan);
    set(kind::act_keep, keep);
    set(kind::act_upkeep, upkeep);
    set(kind::act_buy_revealed, buy_revealed);
    set(kind::act_bottom_revealed, bottom_revealed);
    set(kind::act_produce, produce);
    set(kind::act_buy_out, buy_out);
    set(kind::act_buy, buy);
    set(kind::act_sell, sell);
    set(kind::act_pass, pass);
    set(kind::act_advance, advance);
    set(kind::act_concede, concede);
    set(kind::act_attack, attack);
    set(kind::act_block, block);
    set(kind::act_retaliate, retaliate);
    set(kind::act_assign, assign);
    set(kind::act_play, play);
    set(kind::act_activate, activate);
    set(kind::act_choose, choose);
    set(kind::act_move, move);
  });
  return table[k];
}

scenario_action scenario_checker::action(const node& n) {
  scenario_action a;
  a.where = at(n);
  a.player = std::max(0, player(n.children[0]));
  const node& body = n.children[1];
  if (const actions::check f = actions::for_kind(body.k)) f(*this, body, a);
  return a;
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
