// Players and targets: the players a selection names, those a statement acts on (chosen
// one at a time among several), and the targets chosen as an ability triggers.
#include "run/evaluator_parts.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "engine/behaviour.hpp"
#include "engine/decision.hpp"
#include "ir/render.hpp"

namespace megacorp {

using namespace run_parts;

// The players a statement acts on: those named; for one player among several (`an
// opponent` with two or more opponents left), the one the acting player chooses
// (docs/rulings.md, "An opponent among several").
std::size_t run_parts::players_wanted(const eval_context& c, const expr& sel, std::size_t named) {
  std::size_t wanted = named;
  if (words::chooses_one(determiner_of(c, sel))) wanted = 1;  // `an opponent`, `a player`, `another player`
  if (sel.o == op::select)
    for (const expr& f : sel.args)
      if (f.o == op::number && !f.args.empty()) wanted = static_cast<std::size_t>(std::max(0, amount(c, f.args[0])));
  return std::min(wanted, named);
}

std::vector<player_id> run_parts::transfer_named(const eval_context& c, const expr& sel) {
  if (sel.o == op::you && c.amount_you != engine::no_player) return {c.amount_you};
  return players_of(c, sel);
}

std::vector<player_id> run_parts::players_acted_on(const eval_context& c, const expr& sel, engine::ops& o) {
  std::vector<player_id> named = players_of(c, sel);
  const std::string what = render(sel);
  const std::size_t wanted = players_wanted(c, sel, named.size());
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
    o.record(engine::path::text_player_chosen, {.kind = engine::event_kind::choice_made, .player = c.you, .other = chosen, .card = c.self,
              .why = engine::rule::card_text});
    picked.push_back(chosen);
  }
  return picked;
}


eval_context run_parts::subject_context(const eval_context& c, const expr& each, player_id p) {
  eval_context inner = c;
  inner.you = p;
  // `they` in the body is the player acting; after `you` (`target opponent chooses one: you
  // gain control of a character they control`), still whom `they` named before.
  if (each.args[0].o != op::you) {
    inner.named_players = nullptr;
    inner.that_player = engine::no_player;
  }
  // `you` in what another player chooses is the card's controller (`target opponent chooses
  // a character you control`; docs/vocabulary.md 6, a choice with a subject).
  if (each.args[1].o == op::choose) inner.card_you = c.card_you != engine::no_player ? c.card_you : c.you;
  // `you` in a subject's statement's amounts is the card's controller (docs/language.md, `you`
  // in an amount); in `for each opponent { ... }` each is "you" for the whole block.
  const bool block = each.o == op::for_each && each.args[1].o == op::sequence;
  if (inner.amount_you == engine::no_player && !block)
    inner.amount_you = c.card_you != engine::no_player ? c.card_you : c.you;
  return inner;
}

// `they` with no statement before it whose subject is players: in a step or a player's
// trigger, the player of the event; else the target player the checker bound it to (slot
// `bound` - 1, check/they_bound.cpp: `if target opponent has more money than you { take 2M
// from that player }`), nobody if none was chosen; else the acting player.
player_id run_parts::unnamed_they(const eval_context& c, std::int64_t bound) {
  if (c.that_player != engine::no_player) return c.that_player;
  if (bound <= 0) return c.you;
  const auto slot = static_cast<std::size_t>(bound - 1);
  if (!c.target_sels || slot >= c.target_sels->size() || slot >= c.targets.size() || !c.targets[slot].is_player())
    return engine::no_player;
  return c.targets[slot].player;
}

// 001 Beginning of the game: "proceed clockwise from the player who goes first": turn order
// goes clockwise, so the player on your left is the next one still in the game, and the one
// on your right the one before (docs/rulings.md, Seating). With two players the one opponent
// is both, but under variant no-side-opponent-with-two, where nobody is.
player_id run_parts::seat_opponent(const eval_context& c, bool left) {
  const engine::state& s = *c.s;
  const int n = s.player_count();
  std::vector<player_id> others;
  for (int i = 1; i < n; ++i) {
    const auto p = static_cast<player_id>((c.you + (left ? i : n - i)) % n);
    if (!s.player(p).lost) others.push_back(p);
  }
  if (others.empty() || (others.size() == 1 && s.rules.no_side_opponent_with_two)) return engine::no_player;
  return others.front();
}

namespace {
player_id network_player(const engine::state& s, card_id card) {
  if (card == no_card) return engine::no_player;
  const engine::card_instance& ci = s.card(card);
  return ci.zone == engine::zone::network || ci.zone == engine::zone::bonded ? ci.zone_player : engine::no_player;
}

// The players a pronoun names (`its controller`, `they`, `the defender`, ...).
std::vector<player_id> pronoun_players(const eval_context& c, const expr& sel) {
  const engine::state& s = *c.s;
  std::vector<player_id> out;
  auto of_it = [&](bool owner) {
    const card_id it = its_card(c);
    if (it == no_card) unsupported(sel, "'its' when no card is named");
    // a card that left play: the controller it had as it last was in play, as `the
    // controller of SEL` (reference 3; docs/rulings.md, A card that left play)
    out.push_back(owner ? s.card(it).owner : controller_was(c, it));
  };
  switch (as<pronoun>(c, sel.word)) {
    case pronoun::its_controller: of_it(false); break;
    case pronoun::its_owner: of_it(true); break;
    case pronoun::acting: {
      // `they`: the players a statement before named as its subject; else, in a step
      // trigger, the player whose step it is; else the acting player.
      if (c.named_players && !c.named_players->empty()) return *c.named_players;
      if (const player_id p = unnamed_they(c, sel.value); p != engine::no_player) out.push_back(p);
      break;
    }
    // 001 Challenge Phase: the players of the combat under way. With none (or no blocker
    // yet) there is no such player: the text acts on nobody (docs/rulings.md).
    case pronoun::defender:
      if (const player_id d = combat_named(c).defender; d != engine::no_player) out.push_back(d);
      break;
    case pronoun::attacker:
    case pronoun::blocker:
    case pronoun::destroyer:
    case pronoun::damage_source:
    case pronoun::former_host:
    case pronoun::chosen:
      if (const card_id x = event_card(c, as<pronoun>(c, sel.word)); x != no_card) out.push_back(s.card(x).controller);
      break;
    // 001 Buy Phase: a card can be deployed into an opponent's network and stays its
    // player's; the network's player is whose network holds it (or the pile it is under).
    // Out of play: nobody (the text acts on no player).
    case pronoun::network_of_it:
    case pronoun::network_of_this:
      if (const player_id p = network_player(s, as<pronoun>(c, sel.word) == pronoun::network_of_it ? its_card(c) : c.self);
          p != engine::no_player)
        out.push_back(p);
      break;
    // `the attacker's controller` / `... owner`: the player of the party's card (none: nobody)
    case pronoun::party_controller:
    case pronoun::party_owner:
      if (const card_id x = event_card(c, static_cast<pronoun>(checked::payload<checked::party_card>(sel))); x != no_card)
        out.push_back(as<pronoun>(c, sel.word) == pronoun::party_owner ? s.card(x).owner : s.card(x).controller);
      break;
    // `the controller of SEL`: of each card it names, as it last was in play if it left
    // since (docs/rulings.md, A card that left play); `the owner of SEL`: its owner.
    case pronoun::controller_of:
    case pronoun::owner_of:
      for (card_id x : anchors(c, sel.args.at(0))) {
        const player_id p = as<pronoun>(c, sel.word) == pronoun::owner_of ? s.card(x).owner : controller_was(c, x);
        if (p != engine::no_player && std::find(out.begin(), out.end(), p) == out.end()) out.push_back(p);
      }
      break;
    // 001 Buy Phase: the player who bought the card the trigger heard of (event_triggers:
    // happening::other is the bought card), its controller as it was deployed.
    case pronoun::buyer:
      if (c.other != no_card) out.push_back(controller_was(c, c.other));
      break;
    // 001 Buy Phase: the player whose network the bought card left (happening::seller).
    case pronoun::seller:
      if (c.seller != engine::no_player) out.push_back(c.seller);
      break;
    case pronoun::left_opponent:
    case pronoun::right_opponent:
      if (const player_id p = seat_opponent(c, as<pronoun>(c, sel.word) == pronoun::left_opponent); p != engine::no_player)
        out.push_back(p);
      break;
    case pronoun::host:
    case pronoun::giver:  // a card, in the object of a given rule only
    case pronoun::unknown: unsupported(sel, fmt::format("the players '{}'", render(sel)));
  }
  return out;
}
}  // namespace

namespace {
// `with more money than you`: the condition read with `they` player p (checker::check_than).
bool holds_for(const eval_context& c, const expr& condition, player_id p) {
  eval_context q = c;
  std::vector<player_id> one{p};
  q.named_players = &one;
  return holds(q, condition);
}

}  // namespace

std::vector<player_id> players_of(const eval_context& c, const expr& sel) {
  const engine::state& s = *c.s;
  std::vector<player_id> out;
  if (sel.o == op::you) return {c.you};
  if (sel.o == op::select && sel.target && is_player_noun(c, sel)) {
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
  bool others = false, other_written = false;
  if (is_player_noun(c, sel)) {
    other_written = determiner_of(c, sel) == determiner::another;
    for (const expr& f : sel.args) {
      if (f.o == op::with_state && as<state>(c, f.word) == state::other) other_written = true;
      else if (f.o != op::number && f.o != op::most_of && f.o != op::has_amount)
        unsupported(f, "this filter on players");  // the checker allows none
    }
    others = other_written || as<noun>(c, sel.word) == noun::opponent;
  } else if (sel.o != op::player_ref) {
    unsupported(sel, "this selection of players");
  }
  // `each other opponent`, `another opponent`: also other than the players the effect
  // targets (`target opponent loses 3M, then each other opponent gains 1M`; vocabulary.md
  // 7.2, issue 27). `each other player` stays every player but the acting one.
  const bool but_targets = other_written && as<noun>(c, sel.word) == noun::opponent;
  auto targeted = [&](player_id p) {
    return but_targets && std::any_of(c.targets.begin(), c.targets.end(),
                                      [p](engine::target t) { return t.is_player() && t.player == p; });
  };
  if (is_player_noun(c, sel)) {
    out = players_around(c, !others);  // in turn order from the acting player
    std::erase_if(out, targeted);
    for (const expr& f : sel.args)
      if (f.o == op::most_of) out = most_players(c, f, out);
      else if (f.o == op::has_amount) std::erase_if(out, [&](player_id p) { return !holds_for(c, f, p); });
    return out;
  }
  return pronoun_players(c, sel);
}

namespace {
// Each player's quantity, read with `they` that player (`money`: the money of them; `cards in
// hand`: the number of cards in their hand).
int quantity_of(const eval_context& c, const expr& filter, player_id p) {
  eval_context q = c;
  std::vector<player_id> one{p};
  q.named_players = &one;
  return amount(q, filter.args[0]);
}

// The most (least) among them: every player with that quantity, tied ones too (docs/rulings.md,
// The player with the most; none on a tie under variant most-tie-chooses-nobody), as bits.
std::uint8_t most_among(const eval_context& c, const expr& filter, const std::vector<player_id>& among) {
  const bool least = as<words::comparison>(c, filter.word) == words::comparison::less;
  std::array<int, engine::max_players> value{};
  std::optional<int> best;
  for (player_id p : among) {
    value[p] = quantity_of(c, filter, p);
    if (!best || (least ? value[p] < *best : value[p] > *best)) best = value[p];
  }
  std::uint8_t chosen = 0;
  for (player_id p : among)
    if (value[p] == *best) chosen = static_cast<std::uint8_t>(chosen | 1U << p);
  // Variant most-tie-chooses-nobody: `the player with the most` is one player alone.
  if (c.s->rules.most_tie_chooses_nobody && std::popcount(chosen) > 1) return 0;
  return chosen;
}
}  // namespace

std::vector<player_id> most_players(const eval_context& c, const expr& filter, const std::vector<player_id>& among) {
  std::uint8_t chosen = 0, candidates = 0;
  for (player_id p : among) candidates = static_cast<std::uint8_t>(candidates | 1U << p);
  const most_decided::choice* made = nullptr;
  if (c.decided)
    for (const most_decided::choice& d : c.decided->made)
      if (d.filter == &filter && d.among == candidates) made = &d;
  if (made) {
    chosen = made->chosen;
  } else if (!among.empty()) {
    chosen = most_among(c, filter, among);
    if (c.decided) c.decided->made.push_back({&filter, candidates, chosen});
  }
  std::vector<player_id> out;
  for (player_id p : among)
    if (chosen >> p & 1U) out.push_back(p);
  return out;
}

std::vector<player_id> players_around(const eval_context& c, bool with_you) {
  std::vector<player_id> out;
  for (int i = with_you ? 0 : 1; i < c.s->player_count(); ++i)
    if (const auto p = static_cast<player_id>((c.you + i) % c.s->player_count()); !c.s->player(p).lost) out.push_back(p);
  return out;
}

std::vector<player_id> players_in_game(const eval_context& c) {
  std::vector<player_id> every;
  for (player_id p = 0; p < c.s->player_count(); ++p)
    if (!c.s->player(p).lost) every.push_back(p);
  return every;
}

namespace {
bool has_most_filter(const expr& sel) {
  return std::any_of(sel.args.begin(), sel.args.end(), [](const expr& f) { return f.o == op::most_of; });
}
}  // namespace

void decide_most(const eval_context& c, const expr& e) {
  if (e.o == op::delayed || e.o == op::grant_rule || e.o == op::while_condition || e.o == op::activate) return;
  if (e.o == op::select && has_most_filter(e)) (void)players_of(c, e);  // decided and kept (most_players)
  if (e.o == op::has_most) (void)most_players(c, e.args[1], players_in_game(c));
  for (const expr& a : e.args) decide_most(c, a);
}

bool fits_player(const eval_context& c, const expr& sel, player_id p) {
  if (sel.o != op::select || !is_player_noun(c, sel) || p >= c.s->player_count() || c.s->player(p).lost) return false;
  for (const expr& f : sel.args)
    if (f.o != op::number) unsupported(f, "this filter on a targeted player");
  // `target opponent`: a player other than the acting one; `target player`: any (no rule
  // says a player cannot be targeted: docs/rulings.md).
  return as<noun>(c, sel.word) == noun::player || p != c.you;
}

// Whether an earlier `target` word of the effect took player p: under variant
// distinct-player-targets each names a different player (docs/rulings.md, Targets chosen
// twice; engine/stack.cpp targets_ok asks the same of an event's).
bool player_taken(const eval_context& c, player_id p) {
  return c.s->rules.distinct_player_targets &&
         std::any_of(c.targets.begin(), c.targets.end(), [p](engine::target t) { return t.is_player() && t.player == p; });
}

// The player chosen for a `target player` as a triggered ability triggers, among those in
// the game that fit and no earlier target took (player_taken); none when none does.
player_id ask_for_player(const eval_context& c, engine::ops& o, const expr& sel) {
  engine::choice_request r;
  r.player = c.you;
  r.source = c.self;
  r.what = render(sel);
  for (player_id p = 0; p < c.s->player_count(); ++p)
    if (fits_player(c, sel, p) && !player_taken(c, p)) r.players.push_back(p);
  if (r.players.empty()) return engine::no_player;
  const player_id chosen = o.ask_player(r);
  o.record(engine::path::text_player_named, {.kind = engine::event_kind::choice_made, .player = c.you, .other = chosen, .card = c.self,
            .why = engine::rule::card_text});
  return chosen;
}

namespace {
// A triggered ability's counted target (`up to 2 target characters`): its cards, chosen
// as it triggers among those it may target that no earlier target took (as an event's,
// engine/stack.cpp).
void choose_counted(const eval_context& plain, const expr& sel, int slot, how_many n, const std::vector<card_id>& options,
                    engine::ops& o, std::vector<engine::counted_target>& counted) {
  std::vector<card_id> open;
  for (card_id x : options)
    if (std::none_of(counted.begin(), counted.end(), [x](const engine::counted_target& t) { return t.card == x; }))
      open.push_back(x);
  if (open.empty()) return;
  for (card_id x : ask_for_cards(plain, o, sel, open, n))
    counted.push_back({.slot = static_cast<std::int8_t>(slot), .card = x});
}

// 001 Glossary TARGET: each card a triggered ability targets, single or counted, is
// targeted as it triggers (`when this is targeted`; engine/stack.cpp does an event's and an
// activated ability's).
void record_targeted(const eval_context& c, const std::vector<const expr*>& sels, engine::ops& o,
                     const std::vector<engine::counted_target>& counted) {
  auto one = [&](card_id x, std::size_t slot) {
    if (slot < sels.size() && names_an_item(c, *sels[slot])) return;  // an item on the stack, not its card
    o.record(engine::path::trigger_targets, {.kind = engine::event_kind::card_targeted, .player = c.you, .card = x,
                                             .card2 = c.self, .amount = -2, .why = engine::rule::targeted});
  };
  for (std::size_t i = 0; i < sels.size() && i < c.targets.size(); ++i)
    if (c.targets[i].is_card()) one(c.targets[i].card, i);
  for (const engine::counted_target& t : counted) one(t.card, static_cast<std::size_t>(t.slot));
}
}  // namespace

void choose_targets(eval_context& c, const expr& effect, const std::vector<const expr*>& sels, engine::ops& o,
                    std::vector<engine::counted_target>& counted) {
  const engine::state& s = *c.s;
  eval_context plain = c;  // the selections as filters, not as the targets being chosen
  plain.target_sels = nullptr;
  counted.clear();
  c.counted = &counted;
  c.counted_first = 0;
  for (std::size_t i = 0; i < sels.size() && i < c.targets.size(); ++i) {
    if (is_player_noun(c, *sels[i])) {
      plain.targets = {};  // the players the earlier targets took (player_taken)
      std::copy_n(c.targets.begin(), i, plain.targets.begin());
      const player_id p = ask_for_player(plain, o, *sels[i]);
      c.targets[i] = p == engine::no_player ? engine::target{} : engine::target::of_player(p);
      continue;
    }
    std::vector<card_id> options;
    // `target character they control`, they the target player before it: among that player's cards
    auto they = they_named(sels, i, c.targets);
    eval_context among = plain;
    if (they) among.named_players = &*they;
    for (card_id x = 0; x < s.cards.size(); ++x)
      if (x != c.self && in_network(s, x) && matches(among, *sels[i], x) &&
          engine::ask(s, engine::path::text_targetable, engine::rule_query::can_be_targeted, x, true, c.self) &&
          !text_run::copy_refuses(s, effect, *sels[i], c.self, x))
        options.push_back(x);
    c.targets[i] = engine::target{};
    // An effect's card targets are different cards, as an event's (engine/stack.cpp targets_ok).
    std::erase_if(options, [&](card_id x) { return std::any_of(c.targets.begin(), c.targets.end(), [x](engine::target t) { return t.card == x; }); });
    if (const std::optional<how_many> n = how_many_of(c, *sels[i])) {
      choose_counted(plain, *sels[i], static_cast<int>(i), *n, options, o, counted);
      continue;
    }
    if (options.empty()) continue;  // no legal target: the effect finds nothing to act on
    c.targets[i] = engine::target::of_card(ask_for_card(plain, o, *sels[i], options, false));
  }
  record_targeted(c, sels, o, counted);
}

namespace {
void collect_targets(const expr& e, std::vector<const expr*>& out) {
  if (e.o == op::select && e.target) out.push_back(&e);
  for (const expr& a : e.args) collect_targets(a, out);
}
}  // namespace

std::size_t target_selection_count(const expr& e) {
  std::size_t n = e.o == op::select && e.target ? 1 : 0;
  for (const expr& a : e.args) n += target_selection_count(a);
  return n;
}

namespace {
// collect_targets' walk, stopping at the i-th (counted down in `i`).
const expr* find_target_selection(const expr& e, std::size_t& i) {
  if (e.o == op::select && e.target && i-- == 0) return &e;
  for (const expr& a : e.args)
    if (const expr* found = find_target_selection(a, i)) return found;
  return nullptr;
}
}  // namespace

const expr* target_selection(const expr& effect, std::size_t i) { return find_target_selection(effect, i); }

std::vector<const expr*> target_selections(const expr& effect) {
  std::vector<const expr*> out;
  collect_targets(effect, out);
  return out;
}

namespace {
// Walks the selections in collect_targets' order, counting them down to the i-th; true
// once found, with its mode and modes.
bool find_target_mode(const expr& e, std::size_t& i, int mode, int modes, std::pair<int, int>& out) {
  if (e.o == op::select && e.target && i-- == 0) return out = {mode, modes}, true;
  const bool played = e.o == op::choose_mode && e.value == 1;
  for (std::size_t k = 0; k < e.args.size(); ++k) {
    const bool in_mode = played && k > 0;
    if (find_target_mode(e.args[k], i, in_mode ? static_cast<int>(k) - 1 : mode,
                         in_mode ? static_cast<int>(e.args.size()) - 1 : modes, out))
      return true;
  }
  return false;
}
}  // namespace

std::pair<int, int> target_mode(const expr& effect, std::size_t i) {
  std::pair<int, int> out{-1, 0};
  find_target_mode(effect, i, -1, 0, out);
  return out;
}

const expr* played_modes(const expr& effect) {
  if (effect.o == op::choose_mode && effect.value == 1) return &effect;
  for (const expr& a : effect.args)
    if (const expr* m = played_modes(a)) return m;
  return nullptr;
}

bool may_name_they(const expr& sel) {
  return std::any_of(sel.args.begin(), sel.args.end(), [](const expr& x) { return x.o == op::controlled_by && x.value >= 1; });
}

std::optional<std::vector<player_id>> they_named(const std::vector<const expr*>& sels, std::size_t i,
                                                 std::span<const engine::target> targets) {
  const std::optional<std::size_t> j = they_slot(sels, i);
  if (!j) return std::nullopt;
  if (*j < targets.size() && targets[*j].is_player()) return std::vector<player_id>{targets[*j].player};
  return std::vector<player_id>{};
}

std::optional<std::size_t> they_slot(const std::vector<const expr*>& sels, std::size_t i) {
  const auto& f = sels[i]->args;
  for (const expr& x : f)  // bound by the checker to the last target player before it (check/they_bound.cpp)
    if (x.o == op::controlled_by && x.value >= 2 && static_cast<std::size_t>(x.value - 2) < i) return x.value - 2;
  if (std::none_of(f.begin(), f.end(), [](const expr& x) { return x.o == op::controlled_by && x.value == 1; })) return std::nullopt;
  for (std::size_t j = i; j-- > 0;)
    if (words::names_players(words::as<words::noun>(sels[j]->word))) return j;
  return std::nullopt;
}


}  // namespace megacorp
