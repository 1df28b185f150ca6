// The evaluator over checked effect trees (docs/language.md for what each construct means).
#include "interp/run/evaluator.hpp"

#include "interp/vocabulary/area_shape.hpp"
#include "interp/run/durations.hpp"

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
#include "interp/vocabulary/variants.hpp"
#include "interp/vocabulary/words.hpp"

namespace megacorp {

using checked::expr;
using checked::op;
using engine::card_id;
using engine::no_card;
using engine::player_id;
using engine::zone;
using words::as;
using words::comparison;
using words::controller;
using words::determiner;
using words::noun;
using words::owner;
using words::pronoun;
using words::state;

namespace {

constexpr int max_depth = 16;  // rules that consult rules; deeper is a loop in card text

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

card_id single(const eval_context& c, const expr& sel);
std::vector<card_id> anchors(const eval_context& c, const expr& sel);
bool is_combat_card(const expr& sel);
card_id combat_card(const engine::state& s, pronoun which);

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
bool filter_passes(const eval_context& c, const expr& f, card_id card, bool piles = false) {
  const engine::state& s = *c.s;
  auto in_network = [&](const engine::state& st, card_id x) {
    return megacorp::in_network(st, x) || (piles && st.card(x).zone == zone::bonded);
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
  if (e.word == 0) unsupported(e, fmt::format("the trait '{}'", e.text));
  return static_cast<engine::trait>(e.word - 1);
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

bool can_pay_one(const eval_context& c, const expr& st);

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

card_id ask_for_card(const eval_context& c, engine::ops& o, const expr& sel, const std::vector<card_id>& options,
                     bool optional, const std::string& what = {}) {
  engine::choice_request r;
  r.player = c.you;
  r.source = c.self;
  r.what = what.empty() ? render(sel) : what;
  r.optional = optional;
  r.options = options;
  const std::vector<card_id> chosen = o.ask_cards(r);
  if (chosen.empty()) return no_card;
  o.record({.kind = engine::event_kind::choice_made, .player = c.you, .card = c.self, .card2 = chosen.front(),
            .why = engine::rule::card_text});
  return chosen.front();
}

// How many cards a statement's selection has its player choose: `2 cards` two (exactly,
// or every one when fewer fit), `up to 2` at most two (none too), `at least 2` two or
// more, `any number of` any. Nullopt for a selection that names no number.
struct how_many {
  int at_least = 0;
  int at_most = 0;
};
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

// The acting player chooses that many different cards among `options`, one pending
// decision per card (engine/decision.hpp): never more than fit, and at least `at_least`
// of them or all there are.
std::vector<card_id> ask_for_cards(const eval_context& c, engine::ops& o, const expr& sel, const std::vector<card_id>& options,
                                   how_many n, const std::string& what = {}) {
  engine::choice_request r;
  r.player = c.you;
  r.source = c.self;
  r.what = what.empty() ? render(sel) : what;
  r.at_most = n.at_most;
  r.at_least = std::min(n.at_least, static_cast<int>(options.size()));
  r.optional = r.at_least == 0;
  r.options = options;
  const std::vector<card_id> chosen = o.ask_cards(r);
  for (card_id x : chosen)
    o.record({.kind = engine::event_kind::choice_made, .player = c.you, .card = c.self, .card2 = x,
              .why = engine::rule::card_text});
  return chosen;
}

// The cards a statement acts on: `a card ...` is one the player chooses (a pending
// decision), `2 cards ...` as many (see counted), `each card ...` every match, `this`
// and `it` themselves.
// A target or a chosen card is what `it` names in the statements after it ("deal 2 BQ
// damage to target character, its controller loses 1 M"); chosen cards are `them`.
std::vector<card_id> pick_cards(const eval_context& c, const expr& sel, engine::ops& o) {
  const std::optional<how_many> n = counted(c, sel);
  const bool names = sel.o == op::select && (sel.value == 1 || is_choice(sel) || n);
  std::vector<card_id> out;
  if (n) {
    const std::vector<card_id> options = choice_options(c, sel);
    if (!options.empty()) out = ask_for_cards(c, o, sel, options, *n);
  } else if (!is_choice(sel)) {
    out = select_cards(c, sel);
  } else {
    const std::vector<card_id> options = choice_options(c, sel);
    const card_id x = options.empty() ? no_card : ask_for_card(c, o, sel, options, false);  // none: nothing happens
    if (x != no_card) out.push_back(x);
  }
  if (names && c.found) *c.found = out;
  return out;
}

// How many cards a search may find: `a card` one; `2 cards` and `up to 2 cards` two;
// `at least 2 cards` and `any number of` no limit. The player may always find fewer, since
// the player searches and a search of a hidden zone may fail to find (see search below).
int search_limit(const eval_context& c, const expr& sel) {
  constexpr int no_limit = 1000;
  for (const expr& f : sel.args) {
    if (f.o != op::number) continue;
    if (as<determiner>(f.word) == determiner::any_number || as<determiner>(f.word) == determiner::at_least) return no_limit;
    if (!f.args.empty()) return amount(c, f.args[0]);  // `up to N`, `N`
  }
  return 1;
}

// 001 Glossary (DISASTER LEVEL, MUTATION, DEAD DROP): the player looks through the zones
// for cards that fit and may find fewer (a search of a hidden zone may fail to find).
std::vector<card_id> search(const eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = *c.s;
  const expr& sel = e.args.back();
  std::vector<card_id> pool;
  player_id owner = engine::no_player;
  for (std::size_t i = 0; i + 1 < e.args.size(); ++i) {
    owner = zone_player(c, e.args[i], owner);
    if (zone_kind(e.args[i]) == zone::network) {  // the cards of that network, pile tops (001 Bonding)
      for (card_id x : s.player(owner).network.cells)
        if (x != no_card && matches(c, sel, x)) pool.push_back(x);
      continue;
    }
    const auto* pile = pile_of(s, owner, e.args[i]);
    if (!pile) unsupported(e.args[i], fmt::format("a search of the {}", e.args[i].text));
    for (auto it = pile->rbegin(); it != pile->rend(); ++it)  // top first
      if (matches(c, sel, *it)) pool.push_back(*it);
  }
  int budget = 1 << 30;  // `with combined valuation x or less`
  for (const expr& f : sel.args)
    if (f.o == op::combined_valuation_at_most) budget = amount(c, f.args[0]);
  // One choice of all the cards found (001 Glossary DEAD DROP: "one or more Equipment
  // cards with a combined valuation of 7 or lower").
  engine::choice_request r;
  r.player = c.you;
  r.source = c.self;
  r.what = render(sel);
  r.optional = true;
  r.at_most = search_limit(c, sel);
  r.limit = budget;
  for (card_id x : pool) {
    const int v = engine::valuation_of(s, x);
    if (v > budget) continue;
    r.options.push_back(x);
    r.weights.push_back(v);
  }
  if (r.options.empty()) return {};
  const std::vector<card_id> found = o.ask_cards(r);
  for (card_id x : found)
    o.record({.kind = engine::event_kind::choice_made, .player = c.you, .card = c.self, .card2 = x,
              .why = engine::rule::card_text});
  return found;
}

// Where `card` docks in `net`'s network, among `cells`: the acting player picks (a
// pending decision, answered like MOVE's).
std::optional<engine::cell> ask_place(const eval_context& c, engine::ops& o, const expr& e, card_id card, player_id net,
                                      const std::vector<engine::cell>& cells) {
  engine::choice_request r;
  r.player = c.you;
  r.source = c.self;
  r.what = render(e);
  r.card = card;
  r.network = net;
  r.cells = cells;
  return o.ask_cell(r);
}

// `deploy it for free adjacent to this`: the first free cell next to the anchor, clockwise
// from north (docs/interpreter.md); without a place, the first dockable cell of your network.
std::optional<std::pair<player_id, engine::cell>> place_for(const eval_context& c, const expr& e) {
  const engine::state& s = *c.s;
  for (std::size_t i = 1; i < e.args.size(); ++i) {
    if (e.args[i].o != op::adjacent_to) unsupported(e.args[i], "a place other than 'adjacent to' a card");
    const card_id anchor = single(c, e.args[i].args[0]);
    if (anchor == no_card || !in_network(s, anchor)) return std::nullopt;
    const player_id net = s.card(anchor).zone_player;
    for (engine::cell at : engine::orthogonal_neighbours(s.cell_of(anchor)))
      if (engine::deploy_refusal(s.player(net).network, at).empty()) return std::pair{net, at};
    return std::nullopt;
  }
  const auto cells = engine::dockable_cells(s.player(c.you).network);
  if (cells.empty()) return std::nullopt;
  return std::pair{c.you, cells.front()};
}

}  // namespace

bool can_evaluate(const expr& e) {
  auto all = [](const std::vector<expr>& v) { return std::all_of(v.begin(), v.end(), [](const expr& a) { return can_evaluate(a); }); };
  switch (e.o) {
    case op::this_card:
    case op::bound:
    case op::you:
    case op::number:
    case op::cost_arg:
    case op::parameter:
    case op::with_tag:
    case op::without_tag:
    case op::with_keyword:
    case op::without_keyword:
    case op::did:
    case op::rules_are:
    case op::until_end_of_turn:
    case op::damage_dealt:
      return true;
    case op::while_condition:
      return all(e.args);
    case op::player_ref:  // the card this is bonded to, a card or player of the combat, its controller, ...
      return e.word != 0;
    case op::zone:  // `your main deck`, `its owner's hand`
      return e.word != 0 && (e.args.empty() || e.args[0].word != 0);
    case op::top_of_zone: return all(e.args);
    case op::with_state: return e.word != 0;
    case op::has_state: return e.word != 0 && all(e.args);
    case op::in_zone: {  // `in your hand`, `in its owner's hand` (`its`: see its_card)
      const std::vector<expr>& whose = e.args[0].args;
      return whose.empty() || whose[0].word != 0;
    }
    case op::controlled_by:  // `target player controls` is a check error in a rule
      return e.word != 0 && as<controller>(e.word) != controller::target_player;
    case op::modify_trait:
    case op::modify_valuation:
    case op::in_radius:
    case op::in_area:  // anchored at this card, or at the card its selection names
    case op::adjacent_to:
    case op::other_than:
    case op::same_name_as:
    case op::valuation_at_most:
    case op::select:
    case op::any_of:
    case op::all_of:
    case op::negate:
    case op::has_tag:
    case op::has_keyword:
    case op::adjacent:
    case op::is_kind:
    case op::controls:
    case op::compare:
    case op::count_of:
    case op::trait_of:
    case op::per_each:
      return all(e.args);
    default: return false;
  }
}

std::string where(const expr& e) {
  if (!e.where.file) return "card text";
  const line_col lc = e.where.file->locate(e.where.begin);
  return fmt::format("{}:{}:{}", e.where.file->name(), lc.line, lc.column);
}

eval_context context_for(const library& lib, const engine::state& s, card_id self, const checked::keyword_use* use) {
  eval_context c;
  c.lib = &lib;
  c.s = &s;
  c.self = self;
  c.you = self == no_card ? engine::no_player : s.card(self).controller;
  c.use = use;
  return c;
}

const checked::card& checked_card(const eval_context& c, card_id card) {
  return *c.lib->cards()[c.s->def(card).behaviour];
}

const expr* parameter(const eval_context& c, const std::string& name) {
  if (!c.use || !c.use->def) return nullptr;
  const auto& params = c.use->def->params;
  for (std::size_t i = 0; i < params.size() && i < c.use->args.size(); ++i)
    if (params[i].name == name) return &c.use->args[i];
  return nullptr;
}

namespace {

// The cards in play that may give keywords: those with rules (state::ruled, which the text
// behaviour keeps: a card that gives keywords has rules), or all of them in a state
// without behaviour.
const engine::card_set& may_give_keywords(const engine::state& s) { return s.behaviour ? s.ruled : s.in_play; }

// A card in play (bonded ones too) whose rules give keywords (checked::card::grants_keywords).
bool gives_keywords(const library& lib, const engine::state& s, card_id x) {
  const zone z = s.card(x).zone;
  return (z == zone::network || z == zone::bonded) && lib.cards()[s.def(x).behaviour]->grants_keywords;
}

// `rule: SUBJECT gains KEYWORD [while ...]` of every card in play, bonded ones included
// (001 Bonding: "their continuous abilities are still active"). Printed abilities only, so
// a grant never depends on another grant's keyword abilities.
void add_rule_grants(const eval_context& c, card_id card, std::vector<const checked::keyword_use*>& out) {
  if (c.depth >= max_depth) return;
  const engine::state& s = *c.s;
  auto consider = [&](card_id holder, const checked::ability& a, const checked::keyword_use* use) {
    const expr& r = a.trigger;
    if (a.kind != checked::ability_kind::rule || r.o != op::grant_keyword || r.args.size() < 2) return;
    if (!can_evaluate(r.args[0])) return;
    eval_context inner = context_for(*c.lib, s, holder, use);
    inner.depth = c.depth + 1;
    if (!matches(inner, r.args[0], card)) return;
    if (r.args.size() > 2 && r.args[2].o == op::while_condition &&
        (!can_evaluate(r.args[2]) || !holds(inner, r.args[2].args[0])))
      return;
    if (const checked::keyword_use* with_args = c.lib->granted_use(r.args[1].value)) out.push_back(with_args);
    else if (!r.args[1].args.empty()) unsupported(r.args[1], "a keyword argument that names a parameter of another keyword");
    else if (const checked::keyword* k = c.lib->find_keyword(r.args[1].text)) out.push_back(&k->bare);
  };
  auto of_holder = [&](card_id holder) {
    const checked::card& cc = checked_card(c, holder);
    for (const auto& a : cc.abilities) consider(holder, a, nullptr);
    for (const auto& k : cc.keywords)
      if (k.def)
        for (const auto& a : k.def->abilities) consider(holder, a, &k);
  };
  if (c.grant_holders) {
    for (card_id holder : *c.grant_holders) of_holder(holder);
    return;
  }
  if (!c.lib->some_card_grants()) return;
  for (card_id holder : may_give_keywords(s))
    if (gives_keywords(*c.lib, s, holder)) of_holder(holder);
}

}  // namespace

const checked::keyword_use* granted_keyword(const library& lib, std::size_t id) {
  const auto& all = lib.keywords();
  if (id < all.size()) return &all[id]->bare;
  return lib.granted_use(static_cast<std::int64_t>(id - all.size()) + 1);
}

std::vector<card_id> grant_holders(const library& lib, const engine::state& s) {
  std::vector<card_id> out;
  if (!lib.some_card_grants()) return out;
  for (card_id x : may_give_keywords(s))
    if (gives_keywords(lib, s, x)) out.push_back(x);
  return out;
}

namespace {

// The keywords a card has gained: from effects until end of turn (state::grants) and from
// the rules of cards in play.
std::vector<const checked::keyword_use*> granted(const eval_context& c, card_id card) {
  std::vector<const checked::keyword_use*> out;
  for (const engine::keyword_grant& g : c.s->grants)
    if (g.card == card && !g.lost)
      if (const checked::keyword_use* u = granted_keyword(*c.lib, g.keyword)) out.push_back(u);
  add_rule_grants(c, card, out);
  return out;
}

// Whether the card has lost a keyword it has: until end of turn by an effect, or now by a
// rule: of the card itself (`rule: this loses FLYING while this is engaged`) or of another
// card in play (`rule: characters an opponent controls lose FLYING`).
bool loses_keyword(const eval_context& c, card_id card, const checked::card& cc, const std::string& keyword) {
  for (const engine::keyword_grant& g : c.s->grants)  // an effect until end of turn
    if (g.card == card && g.lost && g.keyword < c.lib->keywords().size() && c.lib->keywords()[g.keyword]->name == keyword)
      return true;
  if (c.depth >= max_depth) return false;
  auto takes = [&](card_id holder, const checked::ability& a, const checked::keyword_use* use) {
    const expr& rule = a.trigger;
    if (a.kind != checked::ability_kind::rule || rule.o != op::remove_keyword) return false;
    if (rule.args.size() < 2 || rule.args[1].text != keyword || !can_evaluate(rule.args[0])) return false;
    eval_context inner = context_for(*c.lib, *c.s, holder, use);
    inner.depth = c.depth + 1;
    if (!matches(inner, rule.args[0], card)) return false;
    const bool lasting = rule.args.size() < 3;
    return lasting || (rule.args[2].o == op::while_condition && can_evaluate(rule.args[2]) &&
                       holds(inner, rule.args[2].args[0]));
  };
  if (cc.loses_own)
    for (const bound_ability& b : abilities_of(cc))
      if (takes(card, *b.ability, b.use)) return true;
  if (!c.lib->some_card_takes()) return false;
  auto of_holder = [&](card_id holder) {
    if (holder == card) return false;  // its own rules: above
    const checked::card& hc = checked_card(c, holder);
    if (!hc.takes_keywords) return false;
    for (const auto& a : hc.abilities)
      if (takes(holder, a, nullptr)) return true;
    for (const auto& k : hc.keywords)
      if (k.def)
        for (const auto& a : k.def->abilities)
          if (takes(holder, a, &k)) return true;
    return false;
  };
  if (c.grant_holders) return std::any_of(c.grant_holders->begin(), c.grant_holders->end(), of_holder);
  for (card_id holder : may_give_keywords(*c.s))
    if (gives_keywords(*c.lib, *c.s, holder) && of_holder(holder)) return true;
  return false;
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

bool prints_keyword(const checked::card& cc, const std::string& keyword) {
  return std::any_of(cc.keywords.begin(), cc.keywords.end(),
                     [&](const checked::keyword_use& k) { return k.def && k.def->name == keyword; });
}

bool among(const std::vector<const checked::keyword_use*>& gained, const std::string& keyword) {
  return std::any_of(gained.begin(), gained.end(), [&](const checked::keyword_use* u) { return u->def->name == keyword; });
}

}  // namespace

ability_list active_abilities(const eval_context& c, card_id card) {
  const checked::card& cc = checked_card(c, card);
  const std::vector<const checked::keyword_use*> gained = granted(c, card);
  // Keywords can be lost only through a grant record, the card's own rules or another
  // card's rules: with none of these and nothing gained, the printed list stands.
  const bool may_lose = !c.s->grants.empty() || cc.loses_own || c.lib->some_card_takes();
  if (gained.empty() && !may_lose) return ability_list::shared(abilities_of(cc));
  std::vector<bound_ability> out = abilities_of(cc);
  // 001 Glossary, CARD KEYWORDS: "If a card would gain more than one of the same keyword,
  // it doesn't gain it."
  std::vector<const checked::keyword*> had;
  for (const auto& k : cc.keywords) had.push_back(k.def);
  for (const checked::keyword_use* u : gained) {
    if (std::find(had.begin(), had.end(), u->def) != had.end()) continue;
    had.push_back(u->def);
    for (const auto& a : u->def->abilities) out.push_back({&a, u});
  }
  if (may_lose) {
    // Whether each keyword is lost, asked once per keyword (its abilities follow each other).
    const checked::keyword* last = nullptr;
    bool lost = false;
    std::erase_if(out, [&](const bound_ability& b) {
      if (!b.use) return false;
      if (b.use->def != last) {
        last = b.use->def;
        lost = loses_keyword(c, card, cc, last->name);
      }
      return lost;
    });
  }
  return ability_list::owned(std::move(out));
}

bool has_keyword(const eval_context& c, card_id card, const std::string& keyword) {
  const checked::card& cc = checked_card(c, card);
  if (!prints_keyword(cc, keyword) && !among(granted(c, card), keyword)) return false;
  return !loses_keyword(c, card, cc, keyword);
}

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

bool holds(const eval_context& c, const expr& e) {
  const engine::state& s = *c.s;
  // `if a card you control is engaged`: some card that fits does (a choice's determiner
  // read as "there is one"); `each character you control is engaged`: every one that fits
  // does (so does none when none fits); `2 cards you control are damaged`: that many do, as
  // `you control 2 cards` counts; otherwise the one card the subject names, if there is one.
  auto about = [&](auto&& test) -> bool {
    const expr& sel = e.args[0];
    if (sel.o == op::select && sel.value != 1) {
      const std::vector<card_id> fits = choice_options(c, sel);
      if (is_choice(sel)) return std::any_of(fits.begin(), fits.end(), test);
      if (const std::optional<how_many> n = counted(c, sel)) {
        const auto k = std::count_if(fits.begin(), fits.end(), test);
        return k >= n->at_least && k <= n->at_most;
      }
      return std::all_of(fits.begin(), fits.end(), test);
    }
    const card_id x = single(c, sel);
    return x != no_card && test(x);
  };
  switch (e.o) {
    case op::any_of:
      return std::any_of(e.args.begin(), e.args.end(), [&](const expr& a) { return holds(c, a); });
    case op::all_of:
      return std::all_of(e.args.begin(), e.args.end(), [&](const expr& a) { return holds(c, a); });
    case op::negate: return !holds(c, e.args[0]);
    case op::has_state: return about([&](card_id x) { return has_state(c, x, e); });
    case op::has_tag: return about([&](card_id x) { return has_tag_now(s, x, tag(c, e.text)); });
    case op::has_keyword: return about([&](card_id x) { return has_keyword(c, x, e.text); });
    case op::adjacent:
      return about([&](card_id a) {
        for (card_id other : s.in_play)
          if (adjacent(s, a, other) && matches(c, e.args[1], other)) return true;
        return false;
      });
    case op::is_kind: return about([&](card_id x) { return noun_fits(s.def(x), as<noun>(e.word)); });
    case op::did:
      if (!c.did) unsupported(e, "'did' without a 'may' before it");
      return e.value == 0 ? *c.did : !*c.did;  // value 1: `did not`
    case op::rules_are: {
      // The variant is on when selecting it again changes nothing.
      engine::rules_options with = s.rules;
      apply_variant(e.text, with);
      return with == s.rules;
    }
    case op::controls: {
      // `you control at least 3 cards with #INFRASTRUCTURE`; `an opponent controls a
      // character`: some opponent does; `each opponent controls ...`: every one does.
      auto controls = [&](player_id p) {
        int n = 0;
        for (card_id card : s.in_play)
          if (in_network(s, card) && s.card(card).controller == p && matches(c, e.args[1], card)) ++n;
        for (const expr& f : e.args[1].args) {
          if (f.o != op::number || f.args.empty()) continue;
          const int k = amount(c, f.args[0]);
          if (as<determiner>(f.word) == determiner::at_least) return n >= k;
          if (as<determiner>(f.word) == determiner::up_to) return n <= k;
          return n == k;
        }
        return n >= 1;
      };
      const std::vector<player_id> who = players_of(c, e.args[0]);
      if (is_player_noun(e.args[0]) && words::chooses_one(determiner_of(e.args[0])))
        return std::any_of(who.begin(), who.end(), controls);
      return !who.empty() && std::all_of(who.begin(), who.end(), controls);
    }
    case op::compare: {
      const int l = amount(c, e.args[0]);
      const int r = amount(c, e.args[1]);
      switch (as<comparison>(e.word)) {
        case comparison::equal: return l == r;
        case comparison::less: return l < r;
        case comparison::greater: return l > r;
        case comparison::at_most: return l <= r;
        case comparison::at_least: return l >= r;
        case comparison::unknown: break;
      }
      unsupported(e, fmt::format("the comparison '{}'", e.text));
    }
    default: unsupported(e, "this condition");
  }
}

int amount(const eval_context& c, const expr& e) {
  switch (e.o) {
    case op::number: return clamp_int(e.value);
    case op::cost_arg: return clamp_int(e.value);
    case op::parameter: {
      const expr* arg = parameter(c, e.text);
      if (!arg) unsupported(e, fmt::format("the parameter '{}' outside its keyword", e.text));
      return amount(c, *arg);
    }
    case op::negate: return -amount(c, e.args[0]);
    case op::count_of: return static_cast<int>(every_fit(c, e.args[0]).size());
    case op::per_each: return amount(c, e.args[0]) * static_cast<int>(every_fit(c, e.args[1]).size());
    case op::damage_dealt: return c.dealt;
    case op::trait_of: {
      // `the BQ of target character`: its current value (001 Traits); a null trait is 0.
      // Of several cards (`the BQ of each character you control`, `of a card you control`:
      // each that fits, as in `the number of`): their total (docs/rulings.md, Choices in counts).
      const std::vector<card_id> cards = anchors(c, e.args[0]);
      long long total = 0;
      for (card_id x : cards) total += std::max(0, engine::trait_value(*c.s, x, trait_of_word(e)).value_or(0));
      return clamp_int(total);
    }
    default: unsupported(e, "this amount");
  }
}

// The players a statement acts on: those named; for one player among several (`an
// opponent` with two or more opponents left), the one the acting player chooses
// (docs/rulings.md, "An opponent among several").
std::vector<player_id> players_acted_on(const eval_context& c, const expr& sel, engine::ops& o) {
  std::vector<player_id> named = players_of(c, sel);
  const std::string what = render(sel);
  std::size_t wanted = named.size();
  if (words::chooses_one(determiner_of(sel))) wanted = 1;  // `an opponent`, `a player`, `another player`
  if (sel.o == op::select)
    for (const expr& f : sel.args)
      if (f.o == op::number && !f.args.empty()) wanted = static_cast<std::size_t>(std::max(0, amount(c, f.args[0])));
  if (wanted >= named.size()) return named;
  // The acting player picks them one at a time, each among those not picked yet.
  std::vector<player_id> picked;
  while (picked.size() < wanted) {
    engine::choice_request r;
    r.player = c.you;
    r.source = c.self;
    r.what = what;
    for (player_id p : named)
      if (std::find(picked.begin(), picked.end(), p) == picked.end()) r.players.push_back(p);
    const player_id chosen = o.ask_player(r);
    if (chosen == engine::no_player) break;
    o.record({.kind = engine::event_kind::choice_made, .player = c.you, .other = chosen, .card = c.self,
              .why = engine::rule::card_text});
    picked.push_back(chosen);
  }
  return picked;
}

void run(eval_context c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  c.s = &s;
  const engine::cause why = engine::rule::card_text;
  switch (e.o) {
    case op::sequence: {
      bool did = false;
      std::vector<card_id> found;
      if (!c.did) c.did = &did;  // the outermost sequence holds `did` for the mays in it
      if (!c.found) c.found = &found;  // and what its searches find
      for (const expr& a : e.args) {
        if (s.over()) return;
        run(c, a, o);
      }
      return;
    }
    case op::if_then:
      if (holds(c, e.args[0])) run(c, e.args[1], o);
      else if (e.args.size() > 2) run(c, e.args[2], o);
      return;
    case op::for_each:
      if (is_player_selection(e.args[0])) {  // `each player draws 1 card`: each does it as "you"
        for (player_id p : players_acted_on(c, e.args[0], o)) {
          eval_context inner = c;
          inner.you = p;
          run(inner, e.args[1], o);
        }
        return;
      }
      // `for each 2 characters you control`: the acting player chooses them (pick_cards);
      // `for each a character ...`: each that fits (every_fit).
      for (card_id card : counted(c, e.args[0]) ? pick_cards(c, e.args[0], o) : every_fit(c, e.args[0])) {
        eval_context inner = c;
        inner.it = card;
        inner.found = nullptr;  // `it` in the body is this card, not what was named before the loop
        run(inner, e.args[1], o);
      }
      return;
    case op::gain_money: o.gain_money(c.you, std::max(0, amount(c, e.args[0])), why, c.self); return;
    case op::take_money: {
      // From each player named, what they have up to the amount (001 Resources: money
      // cannot be negative); nothing from yourself.
      const engine::amount n = std::max(0, amount(c, e.args[0]));
      for (player_id p : players_acted_on(c, e.args[1], o)) {
        const engine::amount taken = std::min<engine::amount>(n, s.player(p).money);
        if (p != c.you && taken > 0) o.transfer_money(p, c.you, taken, why, c.self);
      }
      return;
    }
    case op::lose_money: {
      // Losing more than is held takes what there is (001 Resources: money cannot be negative).
      const engine::amount n = std::min<engine::amount>(std::max(0, amount(c, e.args[0])), s.player(c.you).money);
      if (n > 0) o.pay_money(c.you, n, why, c.self);
      return;
    }
    case op::draw:
      for (int i = amount(c, e.args[0]); i > 0 && !s.over(); --i) o.draw(c.you, why);
      return;
    case op::engage:
    case op::disengage:
      if (is_choice(e.args[0]) || counted(c, e.args[0])) {
        // `engage a character you control` (a cost), `engage 2 ...`: only a card that can be engaged fits.
        std::vector<card_id> options = choice_options(c, e.args[0]);
        std::erase_if(options, [&](card_id x) { return !can_turn(s, x, e.o); });
        if (options.empty()) return;
        const std::string what = render(e.args[0]) + (e.o == op::engage ? " that is disengaged" : " that is engaged");
        const std::vector<card_id> picked = ask_for_cards(c, o, e.args[0], options, counted(c, e.args[0]).value_or(how_many{1, 1}), what);
        if (c.found && !picked.empty()) *c.found = picked;
        for (card_id x : picked) {
          if (e.o == op::engage) o.engage(x, why);
          else o.disengage(x, why);
        }
        return;
      }
      [[fallthrough]];
    case op::destroy:
    case op::annihilate:
      for (card_id card : pick_cards(c, e.args[0], o)) {
        if (!in_network(s, card)) continue;
        if (e.o == op::destroy) o.destroy(card, why);
        else if (e.o == op::annihilate) o.annihilate(card, why);
        else if (e.o == op::engage && !s.card(card).engaged) o.engage(card, why);
        else if (e.o == op::disengage && s.card(card).engaged) o.disengage(card, why);
      }
      return;
    case op::add_counters:
      for (card_id card : pick_cards(c, e.args[1], o))
        if (in_network(s, card)) o.add_counters(card, std::max(0, amount(c, e.args[0])), why);
      return;
    case op::win_game:
    case op::lose_game:
      for (player_id p : players_acted_on(c, e.args[0], o)) {
        if (e.o == op::win_game) o.win(p, engine::rule::card_effect_win);
        else o.lose(p, engine::loss_reason::card_effect, engine::rule::card_effect_win);
      }
      return;
    case op::deal_damage: {
      // 001 Advanced Rules: "Events and abilities that deal direct damage ... cannot be
      // blocked"; the damage destroys as combat damage does (001 Challenge Phase, Damage).
      const engine::trait t = trait_of_word(e);
      const int n = std::max(0, amount(c, e.args[0]));
      for (card_id card : pick_cards(c, e.args[1], o)) {
        if (!in_network(s, card) || n == 0) continue;
        o.deal_damage(card, t, n, engine::rule::direct_damage, c.self);
        if (!s.over() && in_network(s, card) && engine::has_lethal_damage(s, card))
          o.destroy(card, engine::rule::destroyed_by_damage, c.self, false);
      }
      return;
    }
    case op::search: {
      std::vector<card_id> found = search(c, e, o);
      if (c.found) *c.found = found;
      return;
    }
    case op::reveal: return;  // showing cards changes nothing the engine keeps (docs/interpreter.md)
    case op::put: {
      const expr& dest = e.args[1];
      const expr& z = dest.args[0];
      const engine::zone kind = zone_kind(z);
      for (card_id card : pick_cards(c, e.args[0], o)) {
        // `its owner's main deck`: "its" is the card being put, so the cards are picked first.
        eval_context this_card = c;
        this_card.found = nullptr;
        this_card.it = card;
        const player_id p = zone_player(this_card, z, engine::no_player);
        if (kind == zone::network) {
          // Into a network: deployed there for free at its first dockable cell, as `deploy`
          // without a place; a card in play stays where it is (docs/rulings.md).
          if (in_network(s, card) || s.card(card).zone == zone::bonded) continue;
          const auto cells = engine::dockable_cells(s.player(p).network);
          if (cells.empty()) continue;
          o.set_owner_and_controller(card, p);
          o.deploy(card, p, cells.front(), why);
          continue;
        }
        // From play to its owner's open market: as any card going there (its pile with it,
        // and replacements of "being put into an open market" offered once).
        if (kind == zone::open_market && in_network(s, card) && p == s.card(card).owner && dest.o != op::bottom_of)
          o.to_open_market(card, why);
        else
          o.put(card, kind, p, dest.o != op::bottom_of, why);
      }
      return;
    }
    case op::deploy:
      for (card_id card : pick_cards(c, e.args[0], o)) {
        if (in_network(s, card) || s.card(card).zone == zone::bonded) continue;
        const auto place = place_for(c, e);
        if (!place) continue;  // no free cell: it stays where it is
        if (e.value != 1) {  // not `for free` (checked::expr value of deploy)
          // 001 Glossary DEPLOY: "To Deploy is to play a card onto a Network by paying all of
          // its costs": its money and its traits from the pool; `for their trait costs` pays
          // the traits only. Unpaid, it is not deployed.
          engine::cost price = s.def(card).cost;
          if (e.value == 2) price.money = 0;  // `for their trait costs`
          if (!engine::affordable(s, c.you, price, "deploy", card, nullptr)) {
            o.record({.kind = engine::event_kind::deploy_not_paid, .player = c.you, .card = card, .card2 = c.self,
                      .why = engine::rule::deploy_pays_costs});
            continue;
          }
          o.pay_cost(c.you, price, why, card);
        }
        o.set_owner_and_controller(card, c.you);
        o.deploy(card, place->first, place->second, why);
      }
      return;
    case op::move:
      // 001 Glossary MOVE: to an empty space of the same network where it is legally docked.
      for (card_id card : pick_cards(c, e.args[0], o)) {
        if (!in_network(s, card)) continue;
        const player_id net = s.card(card).zone_player;
        card_id near = no_card;  // `move it to a space adjacent to X`
        if (e.args.size() > 1) {
          if (e.args[1].o != op::adjacent_to) unsupported(e.args[1], "a place other than 'adjacent to' a card");
          near = single(c, e.args[1].args[0]);
        }
        std::vector<engine::cell> cells;
        for (int i = 0; i < engine::network_cells; ++i) {
          const engine::cell to = engine::network_grid::at_index(i);
          if (!engine::move_refusal(s.player(net).network, s.cell_of(card), to).empty()) continue;
          if (near != no_card && !(in_network(s, near) && s.card(near).zone_player == net &&
                                   std::abs(s.card(near).x - to.x) + std::abs(s.card(near).y - to.y) == 1))
            continue;
          cells.push_back(to);
        }
        if (cells.empty()) continue;  // nowhere legal to go
        const std::optional<engine::cell> to = ask_place(c, o, e, card, net, cells);
        if (!to) continue;
        o.move_in_network(card, *to, engine::rule::move);
      }
      return;
    case op::swap: {
      // 001 Glossary SWAP: two cards of one network exchange places; not deployed anew.
      const std::vector<card_id> first = pick_cards(c, e.args[0], o);
      if (first.size() != 1 || !in_network(s, first[0])) return;
      const card_id a = first[0];
      std::vector<card_id> options;
      for (card_id x : determiner_of(e.args[1]) == determiner::unknown ? select_cards(c, e.args[1]) : choice_options(c, e.args[1]))
        if (x != a && in_network(s, x) && s.card(x).zone_player == s.card(a).zone_player) options.push_back(x);
      if (options.empty()) return;
      const card_id b = options.size() == 1 && determiner_of(e.args[1]) == determiner::unknown ? options[0] : ask_for_card(c, o, e.args[1], options, false);
      if (b != no_card) o.swap_in_network(a, b, engine::rule::swap);
      return;
    }
    case op::cancel:
      for (card_id card : pick_cards(c, e.args[0], o)) o.cancel(card, engine::rule::cancel);
      return;
    case op::redeploy:
      // 001 Glossary REDEPLOY: "To redeploy is to play a card again, docking it legally and
      // triggering all 'When deployed' effects." A card in a network is deployed again in
      // that network (disengaged: 001 Card States), its pile with it, where the acting
      // player picks (a pending decision; its own space too); other cards are not
      // (docs/rulings.md, Redeploy and unbond).
      for (card_id card : pick_cards(c, e.args[0], o)) {
        if (!in_network(s, card)) continue;
        const player_id net = s.card(card).zone_player;
        std::vector<engine::cell> cells;
        for (int i = 0; i < engine::network_cells; ++i)
          if (const engine::cell at = engine::network_grid::at_index(i);
              engine::deploy_refusal(s.player(net).network, at, card).empty())
            cells.push_back(at);
        const std::optional<engine::cell> at = cells.empty() ? std::nullopt : ask_place(c, o, e, card, net, cells);
        if (!at) continue;  // nowhere it docks: it stays
        o.deploy(card, net, *at, why);
        if (s.over()) return;
      }
      return;
    case op::unbond:
      // 001 Advanced Rules, Bonding: "To 'Unbond' a card, you must pay the costs, if any,
      // and redeploy the Unbound card legally in any Network." A card under a pile's top
      // leaves the pile: the acting player pays its costs (unpaid, it stays) and picks where
      // it docks in the network of its pile (a pending decision); it keeps its controller
      // and its "when deployed" text runs. A card not bonded is not unbonded
      // (docs/rulings.md, Redeploy and unbond).
      for (card_id card : pick_cards(c, e.args[0], o)) {
        if (s.card(card).zone != zone::bonded) continue;
        const player_id net = s.card(card).zone_player;
        const std::vector<engine::cell> cells = engine::dockable_cells(s.player(net).network);
        if (cells.empty()) continue;
        const engine::cost price = s.def(card).cost;
        if (!engine::affordable(s, c.you, price, "unbond", card, nullptr)) {
          o.record({.kind = engine::event_kind::deploy_not_paid, .player = c.you, .card = card, .card2 = c.self,
                    .why = engine::rule::deploy_pays_costs});
          continue;
        }
        const std::optional<engine::cell> at = ask_place(c, o, e, card, net, cells);
        if (!at) continue;
        o.pay_cost(c.you, price, why, card);
        o.deploy(card, net, *at, why);
        if (s.over()) return;
      }
      return;
    case op::produce:
      // 001 Buy Phase: traits go to the player's pool. In another player's turn too: every
      // pool empties at the End Phase ("Then all Trait pools empty"; docs/rulings.md).
      o.add_to_pool(c.you, trait_of_word(e), std::max(0, amount(c, e.args[0])), why, c.self);
      return;
    case op::choose:
      // 001 Glossary TARGET: "If a card does not state the word 'target' and uses a word like
      // 'choose', then it does not target": a card picked as this runs, named `it` after.
      pick_cards(c, e.args[0], o);
      return;
    case op::bond: {
      // 001 Bonding: the first card is placed under the second "and they become a pile". A
      // card from outside play is deployed under it, without paying its costs (MUTATION).
      const std::vector<card_id> unders = pick_cards(c, e.args[0], o);
      const std::vector<card_id> hosts = pick_cards(c, e.args[1], o);
      if (hosts.size() != 1 || !in_network(s, hosts[0])) return;  // nothing to bond to: nothing happens
      for (card_id u : unders) {
        if (u == hosts[0] || host_of(s, u) == hosts[0]) continue;
        const bool deployed = !in_network(s, u) && s.card(u).zone != zone::bonded;
        o.bond(u, hosts[0], engine::rule::bond);
        if (deployed) o.fire(engine::trigger_point::deployed, u);
        if (s.over()) return;
      }
      return;
    }
    case op::pay_money: {
      const int n = std::max(0, amount(c, e.args[0]));
      if (n <= s.player(c.you).money) {
        if (n > 0) o.pay_money(c.you, n, why, c.self);
      } else if (c.did) {
        *c.did = false;  // a payment that cannot be made is not made
      }
      return;
    }
    case op::discard:
      // 001 Glossary DISCARD: "put a card from your hand onto the top of the open market
      // pile" (its owner's); a card that is not in the acting player's hand is not discarded.
      for (card_id card : pick_cards(c, e.args[0], o))
        if (s.card(card).zone == zone::hand && s.card(card).zone_player == c.you)
          o.put(card, zone::open_market, s.card(card).owner, true, why);
      return;
    case op::modify_trait: {
      // `target card gets +2 BQ until end of turn`, or `... while this is engaged`: until
      // the condition first fails (docs/rulings.md, Durations); not made if it fails now.
      const auto lasts = how_long(c, e);
      if (!lasts) return;
      const int n = amount(c, e.args[1]);
      for (card_id card : pick_cards(c, e.args[0], o))
        if (in_network(s, card)) o.modify_trait_until_end_of_turn(card, trait_of_word(e), n, why, c.self, *lasts);
      return;
    }
    case op::grant_keyword: {
      // `target character gains INITIATIVE until end of turn` (or `while ...`, as above)
      const expr& k = e.args[1];
      const auto lasts = how_long(c, e);
      if (!lasts) return;
      const auto& all = c.lib->keywords();
      const auto it = std::find_if(all.begin(), all.end(), [&](const auto& kw) { return kw->name == k.text; });
      if (it == all.end()) unsupported(k, fmt::format("the keyword '{}'", k.text));
      // A keyword with arguments is numbered after the library's keywords (granted_keyword).
      if (!k.args.empty() && k.value == 0) unsupported(k, "a keyword argument that names a parameter of another keyword");
      const int id = k.args.empty() ? static_cast<int>(it - all.begin())
                                    : static_cast<int>(all.size()) + static_cast<int>(k.value) - 1;
      for (card_id card : pick_cards(c, e.args[0], o))
        if (in_network(s, card)) o.grant_until_end_of_turn(card, id, why, c.self, *lasts);
      return;
    }
    case op::remove_keyword: {
      // `target character loses FLYING until end of turn` (Glossary FLYING: "loses [FLYING]"), or `while ...`
      const auto lasts = how_long(c, e);
      if (!lasts) return;
      const auto& all = c.lib->keywords();
      const auto it = std::find_if(all.begin(), all.end(), [&](const auto& kw) { return kw->name == e.args[1].text; });
      if (it == all.end()) unsupported(e.args[1], fmt::format("the keyword '{}'", e.args[1].text));
      for (card_id card : pick_cards(c, e.args[0], o))
        if (in_network(s, card)) o.take_until_end_of_turn(card, static_cast<int>(it - all.begin()), why, c.self, *lasts);
      return;
    }
    case op::modify_valuation: {
      // `target card gets +2 valuation until end of turn` (001 Divest Phase: sold for its valuation), or `while ...`
      const auto lasts = how_long(c, e);
      if (!lasts) return;
      const int n = amount(c, e.args[1]);
      for (card_id card : pick_cards(c, e.args[0], o))
        if (in_network(s, card)) o.modify_valuation_until_end_of_turn(card, n, why, c.self, *lasts);
      return;
    }
    case op::nothing: return;
    case op::may: {
      // "you may ...", "each other player may ...": each decides (a pending decision), in
      // turn order; `did` remembers the last answer.
      for (player_id p : players_acted_on(c, e.args[0], o)) {
        eval_context pc = c;
        pc.you = p;
        if (!could_start(pc, e.args[1])) {
          // Nothing to decide: what it starts with cannot be done (001 Glossary REGENERATE:
          // "paying any applicable costs").
          if (c.did) *c.did = false;
          continue;
        }
        engine::choice_request r;
        r.player = p;
        r.source = c.self;
        r.what = render(e.args[1]);
        r.may = true;
        const bool yes = o.ask_may(r);
        o.record({.kind = engine::event_kind::choice_made, .player = p, .card = c.self, .amount = yes ? 1 : 0,
                  .why = engine::rule::card_text});
        if (c.did) *c.did = yes;
        if (yes) run(pc, e.args[1], o);
        if (s.over()) return;
      }
      return;
    }
    case op::do_parameter: {
      // `do price`: the effect given as the keyword's argument, as the card's own text.
      eval_context own;
      const expr& arg = argument_of(c, e, own);
      run(own, arg, o);
      return;
    }
    case op::reset:
      for (card_id card : pick_cards(c, e.args[0], o))
        if (in_network(s, card)) o.reset(card, why);
      return;
    default: unsupported(e, fmt::format("'{}'", checked::op_name(e.o)));
  }
}

std::vector<player_id> players_of(const eval_context& c, const expr& sel) {
  const engine::state& s = *c.s;
  std::vector<player_id> out;
  if (sel.o == op::you) return {c.you};
  if (sel.o == op::select && sel.value == 1 && is_player_noun(sel)) {
    // `target player`: the player chosen, while still in the game (engine::stack cancels
    // an effect whose target player has left before it resolves).
    const engine::target t = target_of(c, sel);
    if (t.is_player() && !s.player(t.player).lost) out.push_back(t.player);
    return out;
  }
  // `each opponent`, `opponents`, `each other player`, `another player`, `an opponent`:
  // every other player; `each player`, `players`, `a player`: every player. A count
  // (`2 players`) or a choice of one is left to the statement (players_acted_on): here
  // every player who could be meant.
  bool others = false;
  if (is_player_noun(sel)) {
    others = as<noun>(sel.word) == noun::opponent || determiner_of(sel) == determiner::another;
    for (const expr& f : sel.args) {
      if (f.o == op::with_state && as<state>(f.word) == state::other) others = true;
      else if (f.o != op::number) unsupported(f, "this filter on players");  // the checker allows none
    }
  } else if (sel.o != op::player_ref) {
    unsupported(sel, "this selection of players");
  }
  // In turn order from the acting player (001 Turn Structure: play passes clockwise).
  auto around = [&](bool with_you) {
    for (int i = with_you ? 0 : 1; i < s.player_count(); ++i) {
      const auto p = static_cast<player_id>((c.you + i) % s.player_count());
      if (!s.player(p).lost) out.push_back(p);
    }
  };
  auto of_it = [&](bool owner) {
    const card_id it = its_card(c);
    if (it == no_card) unsupported(sel, "'its' when no card is named");
    out.push_back(owner ? s.card(it).owner : s.card(it).controller);
  };
  if (is_player_noun(sel)) {
    around(!others);
    return out;
  }
  switch (as<pronoun>(sel.word)) {
    case pronoun::its_controller: of_it(false); break;
    case pronoun::its_owner: of_it(true); break;
    case pronoun::acting: out.push_back(c.you); break;
    // 001 Challenge Phase: the players of the combat under way. With none (or no blocker
    // yet) there is no such player: the text acts on nobody (docs/rulings.md).
    case pronoun::defender:
      if (s.combat.active()) out.push_back(s.combat.defender);
      break;
    case pronoun::attacker:
    case pronoun::blocker:
      if (const card_id x = combat_card(s, as<pronoun>(sel.word)); x != no_card) out.push_back(s.card(x).controller);
      break;
    case pronoun::host:
    case pronoun::unknown: unsupported(sel, fmt::format("the players '{}'", sel.text));
  }
  return out;
}

bool fits_player(const eval_context& c, const expr& sel, player_id p) {
  if (sel.o != op::select || !is_player_noun(sel) || p >= c.s->player_count() || c.s->player(p).lost) return false;
  for (const expr& f : sel.args)
    if (f.o != op::number) unsupported(f, "this filter on a targeted player");
  // `target opponent`: a player other than the acting one; `target player`: any (no rule
  // says a player cannot be targeted: docs/rulings.md).
  return as<noun>(sel.word) == noun::player || p != c.you;
}

// The player chosen for a `target player` as a triggered ability triggers, among those in
// the game that fit; none when none does.
player_id ask_for_player(const eval_context& c, engine::ops& o, const expr& sel) {
  engine::choice_request r;
  r.player = c.you;
  r.source = c.self;
  r.what = render(sel);
  for (player_id p = 0; p < c.s->player_count(); ++p)
    if (fits_player(c, sel, p)) r.players.push_back(p);
  if (r.players.empty()) return engine::no_player;
  const player_id chosen = o.ask_player(r);
  o.record({.kind = engine::event_kind::choice_made, .player = c.you, .other = chosen, .card = c.self,
            .why = engine::rule::card_text});
  return chosen;
}

void choose_targets(eval_context& c, const std::vector<const expr*>& sels, engine::ops& o) {
  const engine::state& s = *c.s;
  eval_context plain = c;  // the selections as filters, not as the targets being chosen
  plain.target_sels = nullptr;
  for (std::size_t i = 0; i < sels.size() && i < c.targets.size(); ++i) {
    if (is_player_noun(*sels[i])) {
      const player_id p = ask_for_player(plain, o, *sels[i]);
      c.targets[i] = p == engine::no_player ? engine::target{} : engine::target::of_player(p);
      continue;
    }
    std::vector<card_id> options;
    for (card_id x = 0; x < s.cards.size(); ++x)
      if (x != c.self && in_network(s, x) && matches(plain, *sels[i], x) &&
          engine::ask(s, engine::rule_query::can_be_targeted, x, true, c.self))
        options.push_back(x);
    c.targets[i] = engine::target{};
    if (options.empty()) continue;  // no legal target: the effect finds nothing to act on
    c.targets[i] = engine::target::of_card(ask_for_card(plain, o, *sels[i], options, false));
  }
}

namespace {
void collect_targets(const expr& e, std::vector<const expr*>& out) {
  if (e.o == op::select && e.value == 1) out.push_back(&e);
  for (const expr& a : e.args) collect_targets(a, out);
}
}  // namespace

std::vector<const expr*> target_selections(const expr& effect) {
  std::vector<const expr*> out;
  collect_targets(effect, out);
  return out;
}

namespace {
bool can_pay_one(const eval_context& c, const expr& st) {
  switch (st.o) {
    case op::pay_money:
    case op::engage:
    case op::disengage:
    case op::annihilate:
    case op::destroy:
    case op::discard:
    case op::reveal: return can_pay(c, st);
    default: return true;
  }
}
}  // namespace

bool can_pay(const eval_context& c, const expr& costs, std::string* why) {
  const engine::state& s = *c.s;
  auto one = [&](const expr& st) {
    switch (st.o) {
      case op::sequence:
        return std::all_of(st.args.begin(), st.args.end(), [&](const expr& a) { return can_pay(c, a, why); });
      case op::pay_money: return amount(c, st.args[0]) <= s.player(c.you).money;
      case op::nothing: return true;
      case op::do_parameter: {
        // `do price` as a cost: the keyword's argument, as the card's own costs (run: do_parameter).
        eval_context own;
        const expr& arg = argument_of(c, st, own);
        return can_pay(own, arg, why);
      }
      case op::engage:
      case op::disengage:
      case op::annihilate:
      case op::destroy:
      case op::discard:
      case op::reveal: {
        const std::optional<how_many> n = counted(c, st.args[0]);
        const bool choose = is_choice(st.args[0]) || n;
        const std::vector<card_id> cards = choose ? choice_options(c, st.args[0]) : select_cards(c, st.args[0]);
        auto payable = [&](card_id x) {
          if (st.o == op::engage || st.o == op::disengage) return can_turn(s, x, st.o);
          if (st.o == op::annihilate || st.o == op::destroy) return in_network(s, x);
          return s.card(x).zone == zone::hand && s.card(x).zone_player == c.you;
        };
        // `engage 2 characters you control` as a cost: two that can be engaged.
        if (n) return std::count_if(cards.begin(), cards.end(), payable) >= n->at_least;
        if (choose) return std::any_of(cards.begin(), cards.end(), payable);
        return !cards.empty() && std::all_of(cards.begin(), cards.end(), payable);
      }
      default: unsupported(st, "this cost");
    }
  };
  const bool ok = one(costs);
  if (!ok && why && why->empty() && costs.o != op::sequence) {
    std::string reason = "no card fits";
    if (costs.o == op::pay_money) reason = fmt::format("player {} has {} money", c.you + 1, s.player(c.you).money);
    else if (costs.o == op::engage || costs.o == op::disengage) {
      const bool single_card = determiner_of(costs.args[0]) == determiner::unknown;
      const std::vector<card_id> cards = single_card ? select_cards(c, costs.args[0]) : std::vector<card_id>{};
      const bool engaged = cards.size() == 1 && s.card(cards[0]).engaged;
      reason = costs.o == op::disengage ? "nothing that fits is engaged"
               : engaged                ? "it is engaged"
               : single_card            ? "its card text forbids engaging it"
                                        : "no disengaged card that fits can engage";
    } else if (costs.o == op::discard || costs.o == op::reveal) {
      reason = "no card in hand fits";
    }
    *why = fmt::format("the cost '{}' cannot be paid: {}", render(costs), reason);
  }
  return ok;
}

}  // namespace megacorp
