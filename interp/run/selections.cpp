// Selections: which cards and players a selection names, and its filters (the choices a
// statement asks for are in choices.cpp).
#include "interp/run/evaluator_parts.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdlib>
#include <optional>
#include <string_view>

#include <fmt/format.h>

#include "engine/behaviour.hpp"
#include "engine/decision.hpp"
#include "engine/legality.hpp"
#include "engine/network.hpp"
#include "engine/network_graph.hpp"
#include "interp/library/render.hpp"
#include "interp/run/durations.hpp"
#include "interp/vocabulary/area_shape.hpp"
#include "interp/vocabulary/variants.hpp"

namespace megacorp::run_parts {



[[noreturn]] void unsupported(const expr& e, const std::string& what) {
  throw text_not_supported(fmt::format("{}: the interpreter cannot run {} yet ('{}')", where(e), what, render(e)));
}

bool in_network(const engine::state& s, card_id c) { return s.card(c).zone == zone::network; }

bool adjacent(const engine::state& s, card_id a, card_id b) {
  if (!in_network(s, a) || !in_network(s, b) || s.card(a).zone_player != s.card(b).zone_player) return false;
  return std::abs(s.card(a).x - s.card(b).x) + std::abs(s.card(a).y - s.card(b).y) == 1;
}

bool within_radius(const engine::state& s, card_id a, card_id centre, int n) {
  if (!in_network(s, a) || !in_network(s, centre) || s.card(a).zone_player != s.card(centre).zone_player) return false;
  return a != centre && std::abs(s.card(a).x - s.card(centre).x) <= n && std::abs(s.card(a).y - s.card(centre).y) <= n;
}


// 001 Bonding: the card a bonded card lies under (the top of its pile), or none.
card_id host_of(const engine::state& s, card_id c) {
  return c != no_card && s.card(c).zone == zone::bonded ? s.card(c).host : no_card;
}
bool names_host(const expr& sel) { return sel.o == op::player_ref && as<pronoun>(sel.word) == pronoun::host; }

// 001 Bonding: "The First (top) card of the pile gains all keywords of the cards bonded to
// it, such as #GUN": a pile top has the tags of the cards under it.
bool has_tag_now(const engine::state& s, card_id card, const std::string& t) {
  if (s.def(card).has_tag(t)) return true;
  if (!in_network(s, card)) return false;
  for (card_id u : s.in_play)
    if (s.card(u).zone == zone::bonded && s.card(u).host == card && s.def(u).has_tag(t)) return true;
  return false;
}

// The card `it` names: what the last search, target or choice named, else the card the
// trigger or for-each names.
card_id named_card(const eval_context& c) { return c.found && !c.found->empty() ? c.found->front() : c.it; }

// The card `its` refers to (`its owner's hand`, `its controller controls`): the card named
// before, or with none (a rule, an effect naming nothing first) the card whose text it is
// (docs/rulings.md, "its" with no card named).
card_id its_card(const eval_context& c) {
  const card_id named = named_card(c);
  return named != no_card ? named : c.self;
}

// The card or player chosen for a `target ...` selection when the event or ability was
// played, or as the ability triggered.
engine::target target_of(const eval_context& c, const expr& sel) {
  if (!c.target_sels) unsupported(sel, "a target outside an event's or an activated ability's effect");
  for (std::size_t i = 0; i < c.target_sels->size() && i < c.targets.size(); ++i)
    if ((*c.target_sels)[i] == &sel) return c.targets[i];
  unsupported(sel, "a target the engine did not ask for");
}

engine::area_shape area_of(const expr& f) {
  const auto shape = area_shape_of(f.text);
  if (!shape) unsupported(f, fmt::format("the area '{}'", f.text));  // the checker refuses such shapes
  return *shape;
}

bool is_player_noun(const expr& sel) { return sel.o == op::select && words::names_players(as<noun>(sel.word)); }
// The card this is bonded to is a card; the other pronouns (the attacker, its owner, ...)
// name players where a player is meant.
bool is_player_selection(const expr& sel) {
  return sel.o == op::you || (sel.o == op::player_ref && !names_host(sel)) || is_player_noun(sel);
}

// The piles of the rules' zones (001 The Zones of the Game), top card last.
const engine::card_pile* pile_of(const engine::state& s, player_id p, const expr& z) {
  const engine::player_state& ps = s.player(p);
  switch (as<words::zone>(z.word)) {
    case words::zone::main_deck: return &ps.main_deck;
    case words::zone::resource_deck: return &ps.resource_deck;
    case words::zone::hand: return &ps.hand;
    case words::zone::open_market: return &ps.open_market;
    case words::zone::annihilated: return &ps.annihilated;
    default: return nullptr;
  }
}

engine::zone zone_kind(const expr& z) {
  switch (as<words::zone>(z.word)) {
    case words::zone::main_deck: return zone::main_deck;
    case words::zone::resource_deck: return zone::resource_deck;
    case words::zone::hand: return zone::hand;
    case words::zone::open_market: return zone::open_market;
    case words::zone::annihilated: return zone::annihilated;
    case words::zone::network: return zone::network;
    case words::zone::unknown: break;
  }
  unsupported(z, fmt::format("the zone '{}'", z.text));
}

// Whose zone: `your`/`their` is the acting player, `its owner's` the owner of `it`.
player_id zone_player(const eval_context& c, const expr& z, player_id previous) {
  if (z.args.empty()) return previous == engine::no_player ? c.you : previous;
  const owner w = as<owner>(z.args[0].word);
  if (w == owner::acting) return c.you;
  const card_id it = its_card(c);
  if (it == no_card) unsupported(z, "'its' when no card is named");
  if (w == owner::card_owner) return c.s->card(it).owner;
  if (w == owner::card_controller) return c.s->card(it).controller;
  unsupported(z, fmt::format("the owner '{}'", z.args[0].text));
}

// The card a selection such as `this` or `it` stands for, inside a filter.
card_id single(const eval_context& c, const expr& sel) {
  if (sel.o == op::this_card) return c.self;
  if (sel.o == op::bound) return named_card(c);
  if (names_host(sel)) return host_of(*c.s, c.self);
  if (sel.o == op::select && sel.value == 1) return target_of(c, sel).card;
  const std::vector<card_id> some = anchors(c, sel);
  return some.empty() ? no_card : some.front();
}

// 001 Cards and Card Types: the nouns a selection may name.
bool noun_fits(const engine::card_def& d, noun n) {
  using engine::card_type;
  switch (n) {
    case noun::unknown:  // no noun written
    case noun::card: return true;
    case noun::character: return d.is(card_type::character);
    case noun::founder: return d.is(card_type::founder);
    case noun::business: return d.is(card_type::business);
    case noun::event: return d.is(card_type::event);
    case noun::equipment: return d.is(card_type::equipment);
    case noun::location: return d.is(card_type::location);
    case noun::resource: return d.resource;
    default: return false;  // spaces, abilities, effects and players are not cards
  }
}

// A tag as written, or the tag a keyword's tag parameter stands for (`#t` in CAMOUFLAGE).
std::string tag(const eval_context& c, const std::string& written) {
  std::string lower;
  for (char ch : written) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  const expr* arg = parameter(c, lower);
  return arg && arg->o == op::tag_arg ? arg->text : written;
}

bool has_state(const eval_context& c, card_id card, const expr& e) {
  const engine::state& s = *c.s;
  const engine::card_instance& ci = s.card(card);
  const engine::combat_state& cb = s.combat;
  switch (as<state>(e.word)) {
    // 001 Challenge Phase: the attacker of the combat under way; its blockers (with no
    // blocker declared the target blocks, and every defender of an area attack takes it).
    case state::attacking: return cb.active() && cb.attacker == card;
    case state::blocking:
      return cb.active() && std::find(cb.blockers.begin(), cb.blockers.begin() + cb.blocker_count, card) !=
                                cb.blockers.begin() + cb.blocker_count;
    // 001 Glossary DEPLOY: "to play a card onto a Network": a deployed card is in play (in a
    // network, or bonded in a pile there).
    case state::deployed: return in_network(s, card) || ci.zone == zone::bonded;
    case state::engaged: return in_network(s, card) && ci.engaged;
    case state::disengaged: return in_network(s, card) && !ci.engaged;
    case state::damaged: return std::any_of(ci.damage.begin(), ci.damage.end(), [](auto d) { return d > 0; });
    case state::bonded: return ci.zone == zone::bonded;
    case state::surrounded:
      return in_network(s, card) && engine::is_surrounded(s.player(ci.zone_player).network, s.cell_of(card));
    case state::other: return card != c.self;
    case state::orphaned: return in_network(s, card) && engine::is_orphaned(s, card);
    case state::reset: return ci.reset_in_attack;  // by `reset` since the last attack was declared
    case state::unknown: break;
  }
  unsupported(e, fmt::format("the state '{}'", e.text));
}

// `piles`: the selection names bonded cards (`a bonded card you control`), which are in
// play under a pile's top (001 Bonding), so control is read from them as from cards in a network.
bool filter_passes(const eval_context& c, const expr& f, card_id card, bool piles) {
  const engine::state& s = *c.s;
  auto in_network = [&](const engine::state& st, card_id x) {
    return run_parts::in_network(st, x) || (piles && st.card(x).zone == zone::bonded);
  };
  switch (f.o) {
    case op::number: return true;  // a determiner: a, each, target, up to N (how many, not which)
    case op::with_state: return has_state(c, card, f);
    case op::with_tag: return has_tag_now(s, card, tag(c, f.text));
    case op::without_tag: return !has_tag_now(s, card, tag(c, f.text));
    case op::with_keyword: return has_keyword(c, card, f.text);
    case op::without_keyword: return !has_keyword(c, card, f.text);
    case op::controlled_by:
      switch (as<controller>(f.word)) {
        case controller::you: return in_network(s, card) && s.card(card).controller == c.you;
        case controller::opponent: return in_network(s, card) && s.card(card).controller != c.you;
        case controller::target_player: {  // the player chosen for that target
          const engine::target t = target_of(c, f.args[0]);
          return in_network(s, card) && t.is_player() && s.card(card).controller == t.player;
        }
        case controller::its_controller: {  // the controller of the card named before (`it`)
          const card_id it = its_card(c);
          if (it == no_card) unsupported(f, "'its controller' when no card is named");
          return in_network(s, card) && s.card(card).controller == s.card(it).controller;
        }
        case controller::unknown: break;
      }
      unsupported(f, fmt::format("the filter '{}'", f.text));
    case op::in_radius: {  // of any card the selection names (`of a card with #GMO`: of some such card)
      const int n = amount(c, f.args[0]);
      const std::vector<card_id> centres = f.args.size() > 1 ? anchors(c, f.args[1]) : std::vector<card_id>{c.self};
      return std::any_of(centres.begin(), centres.end(), [&](card_id x) { return within_radius(s, card, x, n); });
    }
    case op::adjacent_to: {
      for (card_id other : s.in_play)
        if (adjacent(s, card, other) && matches(c, f.args[0], other)) return true;
      return false;
    }
    case op::other_than: {  // none of the cards the selection names
      const std::vector<card_id> not_these = anchors(c, f.args[0]);
      return std::find(not_these.begin(), not_these.end(), card) == not_these.end();
    }
    case op::same_name_as: {  // as any card the selection names (`as a card in your hand`)
      const std::vector<card_id> named = anchors(c, f.args[0]);
      return std::any_of(named.begin(), named.end(), [&](card_id x) { return s.card(x).def == s.card(card).def; });
    }
    case op::valuation_at_most:
      return engine::valuation_of(s, card) <= amount(c, f.args[0]);
    case op::combined_valuation_at_most: return true;  // a limit on the whole choice (run: search)
    case op::in_area: {
      // 001 Glossary AREA ATTACK: an area (ACROSSxALONG) anchored at a card.
      // Anchored at this card, or at any card the selection names.
      const std::vector<card_id> at = f.args.empty() ? std::vector<card_id>{c.self} : anchors(c, f.args[0]);
      return std::any_of(at.begin(), at.end(), [&](card_id anchor) {
        if (anchor == no_card || !in_network(s, anchor) || !in_network(s, card) ||
            s.card(anchor).zone_player != s.card(card).zone_player)
          return false;
        const auto in = engine::cards_in_area(s.player(s.card(anchor).zone_player).network, area_of(f), s.cell_of(anchor));
        return std::find(in.begin(), in.end(), card) != in.end();
      });
    }
    case op::in_zone: {
      const expr& z = f.args[0];
      if (as<words::zone>(z.word) == words::zone::network)
        return in_network(s, card) && s.card(card).zone_player == zone_player(c, z, engine::no_player);
      return s.card(card).zone == zone_kind(z) && s.card(card).zone_player == zone_player(c, z, engine::no_player);
    }
    default: unsupported(f, "this filter");
  }
}

// The trait a trait word names (words::trait, resolved when the library was checked).
engine::trait trait_of_word(const expr& e) {
  const auto t = as<words::trait>(e.word);
  if (t == words::trait::unknown) unsupported(e, fmt::format("the trait '{}'", e.text));
  return static_cast<engine::trait>(static_cast<int>(t) - 1);
}

int clamp_int(long long v) { return static_cast<int>(std::clamp<long long>(v, -1000000, 1000000)); }

// The determiner of a selection (`a`, `each`, `target`, `up to`), or unknown for none.
determiner determiner_of(const expr& sel) {
  if (sel.o != op::select) return determiner::unknown;
  for (const expr& f : sel.args)
    if (f.o == op::number && f.word != 0) return as<determiner>(f.word);
  return determiner::unknown;
}

bool names_bonded(const expr& sel) {
  return sel.o == op::select && std::any_of(sel.args.begin(), sel.args.end(), [](const expr& f) {
           return f.o == op::with_state && as<state>(f.word) == state::bonded;
         });
}

bool names_a_zone(const expr& sel) {
  return std::any_of(sel.args.begin(), sel.args.end(), [](const expr& f) { return f.o == op::in_zone; });
}

// The cards a choice of `sel` may pick: cards in a network, or in the zone the selection
// names; with `bonded`, the cards under piles' tops too (001 Bonding: they are in play).
std::vector<card_id> choice_options(const eval_context& c, const expr& sel) {
  std::vector<card_id> options;
  const bool zone = names_a_zone(sel);
  const bool piles = names_bonded(sel);
  auto consider = [&](card_id card) {
    if ((zone || in_network(*c.s, card) || (piles && c.s->card(card).zone == engine::zone::bonded)) &&
        matches(c, sel, card))
      options.push_back(card);
  };
  if (zone) {
    for (card_id card = 0; card < c.s->cards.size(); ++card) consider(card);
  } else {
    for (card_id card : c.s->in_play) consider(card);  // a network, or under a pile's top
  }
  return options;
}

// Whether `engage`/`disengage` (a cost, or an effect that picks) can turn card x now.
bool can_turn(const engine::state& s, card_id x, op verb) {
  if (!in_network(s, x)) return false;
  if (verb == op::disengage) return s.card(x).engaged;
  return !s.card(x).engaged && engine::ask(s, engine::rule_query::can_engage, x, true);
}

// `do price`: the effect given as the keyword's argument; `own` becomes the context it runs
// in (the card's own text, not the keyword's).
const expr& argument_of(const eval_context& c, const expr& do_stmt, eval_context& own) {
  const expr* arg = parameter(c, do_stmt.text);
  if (!arg || arg->o != op::effect_arg || arg->args.empty()) unsupported(do_stmt, "'do' without an effect argument");
  own = c;
  own.use = nullptr;
  return arg->args[0];
}


// Whether a player could do what an effect starts with: a payment or a card to engage,
// annihilate, ... (the forms of a cost) must be possible; anything else is.
bool could_start(const eval_context& c, const expr& effect) {
  const expr* first = &effect;
  while (first->o == op::sequence && !first->args.empty()) first = &first->args.front();
  if (first->o == op::do_parameter) {
    eval_context own;
    const expr& arg = argument_of(c, *first, own);
    return could_start(own, arg);
  }
  return can_pay_one(c, *first);
}

bool is_choice(const expr& sel) { return words::chooses_one(determiner_of(sel)); }

// How many cards a statement's selection has its player choose: `2 cards` two (exactly,
// or every one when fewer fit), `up to 2` at most two (none too), `at least 2` two or
// more, `any number of` any. Nullopt for a selection that names no number.
std::optional<how_many> counted(const eval_context& c, const expr& sel) {
  constexpr int no_limit = 1000;
  if (sel.o != op::select) return std::nullopt;
  for (const expr& f : sel.args) {
    if (f.o != op::number) continue;
    const determiner d = as<determiner>(f.word);
    if (d == determiner::any_number) return how_many{0, no_limit};
    if (f.args.empty()) continue;
    const int n = std::clamp(amount(c, f.args[0]), 0, no_limit);
    if (d == determiner::up_to) return how_many{0, n};
    if (d == determiner::at_least) return how_many{n, no_limit};
    return how_many{n, n};
  }
  return std::nullopt;
}

// The cards `the number of SEL` and `for each SEL` range over: every card that fits. A
// choice's determiner names no particular card there: `the number of a character you
// control` counts each one, as `a` in a condition means "some card" (`another`: other than
// this); `N` and `up to N` count no more than N (docs/rulings.md, Choices in counts).
std::vector<card_id> every_fit(const eval_context& c, const expr& sel) {
  const std::optional<how_many> n = counted(c, sel);
  if (!is_choice(sel) && !n) return select_cards(c, sel);
  std::vector<card_id> fits = choice_options(c, sel);
  if (determiner_of(sel) == determiner::another) std::erase(fits, c.self);
  if (n && static_cast<int>(fits.size()) > n->at_most) fits.resize(static_cast<std::size_t>(n->at_most));
  return fits;
}

// The cards a selection inside a filter or a condition names: `this`, `it`, a target, the
// card this is bonded to, a card of the combat, or every card that fits (`in card radius 1
// of a card with #GMO`: of some such card; docs/rulings.md, Choices in counts).
std::vector<card_id> anchors(const eval_context& c, const expr& sel) {
  std::vector<card_id> out;
  auto one = [&](card_id x) {
    if (x != no_card) out.push_back(x);
    return out;
  };
  if (sel.o == op::this_card) return one(c.self);
  if (sel.o == op::bound) return one(named_card(c));
  if (names_host(sel)) return one(host_of(*c.s, c.self));
  if (is_combat_card(sel)) return one(combat_card(*c.s, as<pronoun>(sel.word)));
  if (sel.o == op::select && sel.value == 1) return one(target_of(c, sel).card);
  if (sel.o == op::select || sel.o == op::top_of_zone) return every_fit(c, sel);
  unsupported(sel, "a filter relative to this selection");
}


// 001 Challenge Phase: the attacking card, the card defending the target space, and the
// first declared blocker (the target itself when it blocks for want of blockers; none
// before blocks), while a combat is under way; no card otherwise.
bool is_combat_card(const expr& sel) {
  if (sel.o != op::player_ref) return false;
  const pronoun p = as<pronoun>(sel.word);
  return p == pronoun::attacker || p == pronoun::defender || p == pronoun::blocker;
}
card_id combat_card(const engine::state& s, pronoun which) {
  const engine::combat_state& cb = s.combat;
  if (!cb.active()) return no_card;
  if (which == pronoun::attacker) return cb.attacker;
  if (which == pronoun::blocker) return cb.blocker_count > 0 ? cb.blockers[0] : no_card;
  return s.player(cb.network).network.at(cb.target);  // the defender
}


}  // namespace megacorp::run_parts

namespace megacorp {

using namespace run_parts;

bool matches(const eval_context& c, const expr& sel, card_id card) {
  if (card == no_card) return false;
  switch (sel.o) {
    case op::this_card: return card == c.self;
    case op::player_ref:
      if (names_host(sel)) return card == host_of(*c.s, c.self);
      if (is_combat_card(sel)) return card == combat_card(*c.s, as<pronoun>(sel.word));
      unsupported(sel, "this selection of cards");
    case op::top_of_zone: {
      const auto top = select_cards(c, sel);
      return std::find(top.begin(), top.end(), card) != top.end();
    }
    case op::bound:
      if (c.found && !c.found->empty()) return std::find(c.found->begin(), c.found->end(), card) != c.found->end();
      return card == c.it;
    case op::select: {
      if (sel.value == 1 && c.target_sels) return card == target_of(c, sel).card;
      if (as<noun>(sel.word) == noun::effect || as<noun>(sel.word) == noun::ability) {
        // 001 Glossary CANCEL: an effect waiting on the stack, named by its source.
        const bool abilities = as<noun>(sel.word) == noun::ability;
        const auto& st = c.s->stack;
        if (std::none_of(st.begin(), st.end(), [&](const engine::stack_item& i) {
              return i.source == card && (!abilities || i.ability >= 0);
            }))
          return false;
      } else if (!noun_fits(c.s->def(card), as<noun>(sel.word))) {
        return false;
      }
      const bool piles = names_bonded(sel);
      for (const expr& f : sel.args)
        if (!filter_passes(c, f, card, piles)) return false;
      return true;
    }
    default: unsupported(sel, "this selection of cards");
  }
}

std::vector<card_id> select_cards(const eval_context& c, const expr& sel) {
  std::vector<card_id> out;
  if (sel.o == op::select && sel.value == 1) {
    const card_id t = target_of(c, sel).card;
    if (t != no_card && in_network(*c.s, t)) out.push_back(t);
    return out;
  }
  if (sel.o == op::bound && c.found && !c.found->empty()) return *c.found;
  if (is_combat_card(sel)) {
    if (const card_id x = combat_card(*c.s, as<pronoun>(sel.word)); x != no_card) out.push_back(x);
    return out;
  }
  if (sel.o == op::top_of_zone) {
    // `the top N cards of ZONE`: the pile's last N, top first (001 The Zones of the Game).
    const expr& z = sel.args[1];
    const engine::card_pile* pile = pile_of(*c.s, zone_player(c, z, engine::no_player), z);
    if (!pile) unsupported(z, fmt::format("the top cards of the {}", z.text));
    const int n = amount(c, sel.args[0]);
    for (int i = 0; i < n && static_cast<std::size_t>(i) < pile->size(); ++i) out.push_back((*pile)[pile->size() - 1 - i]);
    return out;
  }
  if (names_host(sel)) {
    const card_id host = host_of(*c.s, c.self);
    if (host != no_card) out.push_back(host);
    return out;
  }
  if (sel.o == op::this_card || sel.o == op::bound) {
    const card_id one = sel.o == op::this_card ? c.self : c.it;
    if (one != no_card) out.push_back(one);
    return out;
  }
  if (sel.o != op::select) unsupported(sel, "this selection of cards");
  for (const expr& f : sel.args)
    if (f.o == op::number && as<determiner>(f.word) != determiner::each)
      unsupported(sel, "a selection that picks some of the cards (a choice)");
  // Without a zone, a selection means the cards in play (001 Glossary: card radius); with
  // `in ZONE`, the cards there (001 The Zones of the Game), as for a choice.
  return choice_options(c, sel);
}


}  // namespace megacorp
