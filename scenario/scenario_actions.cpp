// Running a scenario's actions: each turned into the engine's action, priority passed as needed, applied.
#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "engine/action.hpp"
#include "engine/combat.hpp"
#include "engine/event_log.hpp"
#include "engine/invariants.hpp"
#include "engine/network.hpp"
#include "engine/rules.hpp"
#include "library/keyword_quotes.hpp"
#include "run/evaluator.hpp"
#include "scenario/scenario_run_parts.hpp"
#include "scenario/write_parts.hpp"
#include "scenario/scenario_text.hpp"

namespace megacorp::scenario_run {

int runner::ability_index(card_id source, const std::string& name, bool only) const {
  // The source's activated abilities, as the behaviour numbers them; named by the ability's
  // name or by the keyword that gives it (`activates "MOVE" of ...`); `activates "X"`: its one.
  std::vector<bound_ability> all;
  for (const bound_ability& b : active_abilities(context_for(lib_, st(), source, nullptr, off_), source))
    if (b.ability->kind == checked::ability_kind::activated) all.push_back(b);
  if (only && all.size() == 1) return 0;
  // `activates ability '...' of "X"`: as the options list it (the behaviour's ability_name).
  if (name.starts_with('\'') && st().behaviour)
    for (std::size_t i = 0; i < all.size(); ++i)
      if (st().behaviour->ability_name(st(), source, static_cast<int>(i)) == name) return static_cast<int>(i);
  std::string known;
  auto name_of = [&](std::size_t i) {
    return !all[i].ability->name.empty() ? all[i].ability->name : all[i].use ? all[i].use->def->name : "";
  };
  // `activates "" of "X"` with two abilities without a name names neither (blind design batch
  // 32, d19: it took the first): refused, listing them as the options do.
  std::size_t unnamed = 0;
  for (std::size_t i = 0; i < all.size(); ++i) unnamed += name_of(i).empty() ? 1 : 0;
  if (!only && name.empty() && unnamed > 1) {
    std::string listed;
    for (std::size_t i = 0; i < all.size(); ++i)
      if (name_of(i).empty() && st().behaviour)
        listed += fmt::format("{}activates ability {} of \"{}\"", listed.empty() ? "" : "; ",
                              st().behaviour->ability_name(st(), source, static_cast<int>(i)), st().def(source).name);
    throw step_failed{fmt::format("\"{}\" has more than one activated ability without a name: name it by its text, as "
                                  "the options list it: {}",
                                  st().def(source).name, listed)};
  }
  for (std::size_t i = 0; i < all.size(); ++i) {
    const std::string n = name_of(i);
    if (!only && n == name) return static_cast<int>(i);
    known += fmt::format("{}\"{}\"", known.empty() ? "" : ", ", n);
  }
  if (only)
    throw step_failed{fmt::format("\"{}\" has {} activated abilities{}: name one (activates \"NAME\" of \"{}\"; \"\" for "
                                  "one without a name)",
                                  st().def(source).name, all.size(), known.empty() ? "" : " (" + known + ")",
                                  st().def(source).name)};
  throw step_failed{fmt::format("\"{}\" has no activated ability \"{}\"{}", st().def(source).name, name,
                                known.empty() ? "; it has none" : "; it has " + known)};
}

// The engine action of each kind of scripted action (the runner's friend: they find the
// cards the script names), through a table by action_kind.
struct engine_actions {
  using make = engine::action (*)(const runner&, const checked::scenario_action&);

  static player_id who(const checked::scenario_action& a) { return static_cast<player_id>(a.player); }
  static card_id in_play_card(const runner& r, const checked::scenario_action& a, std::size_t i) {
    return r.resolve(a.cards[i], in_play, -1, "in play");
  }
  static engine::target_list targets_of(const runner& r, const checked::scenario_action& a) {
    engine::target_list t{};
    if (a.targets.size() > engine::max_targets)
      throw step_failed{fmt::format("{} targets are named; an effect has at most {}", a.targets.size(), engine::max_targets)};
    for (std::size_t i = 0; i < a.targets.size(); ++i) {
      const checked::target_ref& ref = a.targets[i];
      t[i] = ref.player >= 0 ? engine::target::of_player(static_cast<player_id>(ref.player))
                             : engine::target::of_card(r.resolve(ref.card, in_play, -1, "in play"));
    }
    return t;
  }

  static engine::action bid(const runner&, const checked::scenario_action& a) {
    return engine::act::bid(who(a), a.amounts.front());
  }
  static engine::action mulligan(const runner&, const checked::scenario_action& a) { return engine::act::mulligan(who(a)); }
  static engine::action keep_hand(const runner&, const checked::scenario_action& a) { return engine::act::keep_hand(who(a)); }
  static engine::action pay_upkeep(const runner& r, const checked::scenario_action& a) {
    return engine::act::pay_upkeep(who(a), in_play_card(r, a, 0));
  }
  static engine::action decline_upkeep(const runner& r, const checked::scenario_action& a) {
    return engine::act::decline_upkeep(who(a), in_play_card(r, a, 0));
  }
  static engine::action buy_revealed(const runner& r, const checked::scenario_action& a) {
    for (card_id c = 0; c < r.st().cards.size(); ++c)
      if (r.st().card(c).zone == zone::revealed) return engine::act::buy_revealed(who(a), c, *a.at);
    throw step_failed{"no resource card is revealed (001 Accounting Phase: the top resource is revealed after "
                      "the upkeep step)"};
  }
  static engine::action bottom_revealed(const runner&, const checked::scenario_action& a) {
    return engine::act::bottom_revealed(who(a));
  }
  static engine::action produce(const runner& r, const checked::scenario_action& a) {
    return engine::act::produce(who(a), in_play_card(r, a, 0), a.trait);
  }
  // Only the top card of an open market can be bought (001 The Zones of the Game), so a
  // name there means its top copy: no_card when the top card is not one of that name.
  static card_id top_copy(const runner& r, const checked::card_ref& ref, int player) {
    const engine::card_pile& om = r.st().player(static_cast<player_id>(player)).open_market;
    const std::vector<card_id> found = r.matches(ref, bit(zone::open_market), player);
    return !om.empty() && std::find(found.begin(), found.end(), om.back()) != found.end() ? om.back() : no_card;
  }
  static engine::action buy(const runner& r, const checked::scenario_action& a) {
    const checked::zone_ref from = a.from.value_or(checked::zone_ref{a.player, zone::hand, {}});
    const zone_mask zones = from.zone == zone::network ? in_play : bit(from.zone);
    const std::string words = fmt::format("in {}'s {}", r.player_name(from.player), engine::to_string(from.zone));
    card_id c = from.zone == zone::open_market ? top_copy(r, a.cards.front(), from.player) : no_card;
    if (c == no_card) c = r.resolve(a.cards.front(), zones, from.player, words.c_str());
    // An event on top of an open market is bought by playing it (docs/rulings.md, An event
    // bought from an open market): `buys` it without targets, `plays "X" from ...` with them.
    if (from.zone == zone::open_market && r.st().def(c).is(engine::card_type::event) && a.network < 0 && !a.free)
      return engine::act::play(who(a), c, *a.at, {}, -1, 0);
    return engine::act::buy(who(a), c, static_cast<player_id>(a.network < 0 ? a.player : a.network), *a.at, a.free ? 1 : 0);
  }
  static engine::action buy_out(const runner& r, const checked::scenario_action& a) {
    return engine::act::buy_out(who(a), r.st().player(static_cast<player_id>(a.network)).business);
  }
  // From the hand: any copy stands for all (001 Glossary UNIQUE: they are sold together).
  static engine::action sell(const runner& r, const checked::scenario_action& a) {
    if (!a.from) return engine::act::sell(who(a), in_play_card(r, a, 0));
    const std::string words = fmt::format("in {}'s hand", r.player_name(a.player));
    return engine::act::sell(who(a), r.resolve(a.cards.front(), bit(zone::hand), a.player, words.c_str()));
  }
  static engine::action pass(const runner&, const checked::scenario_action& a) { return engine::act::pass(who(a)); }
  static engine::action concede(const runner&, const checked::scenario_action& a) { return engine::act::concede(who(a)); }

  // "Ana attacks T with A using BQ": the target space is where T stands (001 Challenge Phase).
  static engine::action attack(const runner& r, const checked::scenario_action& a) {
    const card_id target = in_play_card(r, a, 0);
    const card_id attacker = in_play_card(r, a, 1);
    // A card bonded under a pile's top is attacked at its top's space (the engine says
    // whether the attacker may: 001 Bonding).
    const engine::card_instance& ti = r.st().card(target);
    engine::action out = ti.zone == zone::bonded
                             ? engine::act::attack(who(a), attacker, ti.zone_player, r.st().cell_of(ti.host), a.trait, target)
                             : engine::act::attack(who(a), attacker, ti.zone_player, r.st().cell_of(target), a.trait);
    out.value = a.facing;  // an area's facing (variant area-direction-chosen)
    return out;
  }

  // Blocks, retaliations and damage assignments: a list of cards in play (and amounts).
  static engine::action card_list(const runner& r, const checked::scenario_action& a) {
    const bool blocks = a.kind == action_kind::block || a.kind == action_kind::no_block;
    if (a.cards.size() > engine::max_blockers && blocks)
      throw step_failed{fmt::format("{} cards are listed; an attack has at most {} blockers, the cards adjacent to "
                                    "its target (001 Challenge Phase: Blocking)", a.cards.size(), engine::max_blockers)};
    if (a.cards.size() > static_cast<std::size_t>(engine::max_defenders))
      throw step_failed{fmt::format("{} cards are listed; an attack has at most {} defenders (an area of "
                                    "3x3, the largest the 001 Glossary names)", a.cards.size(), engine::max_defenders)};
    engine::card_list cards = engine::no_cards;
    engine::amount_list amounts{};
    for (std::size_t i = 0; i < a.cards.size(); ++i) {
      cards[i] = in_play_card(r, a, i);
      if (i < a.amounts.size()) amounts[i] = static_cast<std::int16_t>(std::clamp(a.amounts[i], -30000, 30000));
    }
    if (a.kind == action_kind::assign) return engine::act::assign(who(a), cards, amounts);
    if (blocks) return engine::act::block(who(a), cards);
    return engine::act::retaliate(who(a), cards);
  }

  // Without `at X,Y`, the event goes to the first dockable cell of the player's network
  // (docs/scenarios.md).
  static engine::action play(const runner& r, const checked::scenario_action& a) {
    const checked::zone_ref from = a.from.value_or(checked::zone_ref{a.player, zone::hand, {}});
    const std::string words = fmt::format("in {}'s {}", r.player_name(from.player), engine::to_string(from.zone));
    card_id c = from.zone == zone::open_market ? top_copy(r, a.cards[0], from.player) : no_card;
    if (c == no_card) c = r.resolve(a.cards[0], bit(from.zone), from.player, words.c_str());
    engine::cell at{};
    if (a.at) {
      at = *a.at;
    } else {
      const auto cells = engine::dockable_cells(r.st().player(who(a)).network);
      if (cells.empty())
        throw step_failed{fmt::format("{}'s network has no free cell to deploy \"{}\" onto", r.player_name(a.player),
                                      a.cards[0].name)};
      at = cells.front();
    }
    const int mode = mode_of(r, a, c, -1);
    return engine::act::play(who(a), c, at, targets_in_mode(r, a, c, -1, mode), mode, a.free ? 1 : 0);
  }

  static engine::action activate(const runner& r, const checked::scenario_action& a) {
    const card_id source = in_play_card(r, a, 0);
    const int ability = r.ability_index(source, a.ability, a.only_ability);
    const int mode = mode_of(r, a, source, ability);
    return engine::act::activate(who(a), source, ability, targets_in_mode(r, a, source, ability, mode), mode);
  }

  // `choosing mode 2`, `choosing mode "TEXT"` (docs/rulings.md, Modes): the mode chosen with
  // the play or activation, from 0, its text as the card prints it; -1: none named.
  static int mode_of(const runner& r, const checked::scenario_action& a, card_id source, int ability) {
    if (a.mode_number > 0) return std::min(a.mode_number, 100) - 1;
    if (a.mode.empty()) return -1;
    const engine::state& s = r.st();
    std::string listed;
    for (int m = 0; m < 100; ++m) {
      const std::string text = s.behaviour ? s.behaviour->mode_name(s, source, ability, m) : "";
      if (text.empty()) break;
      if (text == a.mode) return m;
      listed += fmt::format("{}{} \"{}\"", listed.empty() ? "" : ", ", m + 1, text);
    }
    throw step_failed{fmt::format("\"{}\" has no mode \"{}\" chosen as it is played{}", s.name_of(source), a.mode,
                                  listed.empty() ? std::string() : "; its modes: " + listed)};
  }
  // The targets named, in order, in the slots of the mode chosen, the other modes' left
  // empty, and never in a counted target's slot (`2 target characters`: its cards are chosen
  // after the costs, `Ana chooses ...`; blind design batch 32, d06: a single target after a
  // counted one could not be named); more than the slots take go in the slots left, for the
  // engine to refuse.
  static engine::target_list targets_in_mode(const runner& r, const checked::scenario_action& a, card_id source, int ability,
                                             int mode) {
    const engine::target_list listed = targets_of(r, a);
    const engine::state& s = r.st();
    if (!s.behaviour) return listed;
    engine::target_list t{};
    std::size_t next = 0;
    const int n = std::min(s.behaviour->target_count(s, source, ability), engine::max_targets);
    for (int i = 0; i < n && next < a.targets.size(); ++i)
      if (const engine::target_range g = s.behaviour->targets_taken(s, source, ability, i);
          !g.counted && (mode < 0 || g.mode < 0 || g.mode == mode))
        t[static_cast<std::size_t>(i)] = listed[next++];
    for (engine::target& slot : t)
      if (slot.none() && next < a.targets.size()) slot = listed[next++];
    return t;
  }

  // By action_kind (ir/scenario.hpp). `advances` is run by advance() and answers (chooses,
  // declines, moves) by answer(): they have none.
  static constexpr std::size_t kinds = static_cast<std::size_t>(action_kind::move) + 1;
  static constexpr std::array<make, kinds> table() {
    std::array<make, kinds> t{};
    auto set = [&t](action_kind k, make m) { t[static_cast<std::size_t>(k)] = m; };
    set(action_kind::bid, bid);
    set(action_kind::mulligan, mulligan);
    set(action_kind::keep_hand, keep_hand);
    set(action_kind::pay_upkeep, pay_upkeep);
    set(action_kind::decline_upkeep, decline_upkeep);
    set(action_kind::buy_revealed, buy_revealed);
    set(action_kind::bottom_revealed, bottom_revealed);
    set(action_kind::produce, produce);
    set(action_kind::buy, buy);
    set(action_kind::buy_out, buy_out);
    set(action_kind::sell, sell);
    set(action_kind::pass, pass);
    set(action_kind::concede, concede);
    set(action_kind::attack, attack);
    set(action_kind::block, card_list);
    set(action_kind::no_block, card_list);
    set(action_kind::assign, card_list);
    set(action_kind::retaliate, card_list);
    set(action_kind::no_retaliate, card_list);
    set(action_kind::play, play);
    set(action_kind::activate, activate);
    return t;
  }
};

constexpr std::array<engine_actions::make, engine_actions::kinds> engine_action_of = engine_actions::table();

engine::action runner::to_engine(const checked::scenario_action& a) const {
  const auto i = static_cast<std::size_t>(a.kind);
  if (i < engine_action_of.size() && engine_action_of[i]) return engine_action_of[i](*this, a);
  // A step of the script (`advances to`) is passes, not one action: an `expect refused` of it
  // names the action to write (blind design batch 57, M5).
  throw step_failed{fmt::format("'{}' is a step of the script, not an action the engine takes, so it cannot be "
                                "refused: expect the refusal of the action itself ('expect refused: Nick passes "
                                "because \"...\"')",
                                checked::action_kind_name(a.kind))};
}

// How the game ended, for a step that comes after: who lost and why; a loss by an empty main
// deck that the script never filled says that a scenario's decks start empty.
std::string runner::how_it_ended() const {
  const engine::state& s = st();
  std::string out;
  for (player_id p = 0; p < s.player_count(); ++p) {
    if (!s.player(p).lost) continue;
    const checked::setup_player& sp = sc_.players[p];
    out += fmt::format("; {} lost: {}", player_name(static_cast<int>(p)), engine::to_string(s.player(p).why_lost));
    if (s.player(p).why_lost == engine::loss_reason::decked && sp.main_deck.empty() && !sp.deck)
      out += fmt::format(" (the script gives {} no main deck, and a scenario's decks are empty unless written: add "
                         "'main deck {{ ... }}' to the player, docs/scenarios.md, Setup)",
                         sp.name);
  }
  return out;
}

namespace {
// A block, retaliation or damage split: a decision of the combat under way.
bool decides_combat(engine::action_kind k) {
  return k == engine::action_kind::block || k == engine::action_kind::retaliate || k == engine::action_kind::assign;
}
}  // namespace

// Why a refused step's player is not asked now: for an event or ability, the priority rule;
// else the event by which the engine settled the decision on its own (no card could block,
// so the target blocks), with its rule: the newest since the step began, in the combat under
// way (blind rules batch 114: a second attack's refusal quoted the first's retaliation).
std::string runner::why_not_asked(const engine::action& a) const {
  using engine::event_kind;
  const event_kind k = a.kind == engine::action_kind::block       ? event_kind::blockers_declared
                       : a.kind == engine::action_kind::retaliate ? event_kind::retaliation_declared
                       : a.kind == engine::action_kind::assign    ? event_kind::damage_assigned
                                                                  : event_kind::game_won;
  // An event or ability out of turn in an open window (blind rules batch 90: the message
  // named no rule).
  const bool adds = a.kind == engine::action_kind::play || a.kind == engine::action_kind::activate;
  if (adds && st().priority.open())
    return " (001 Advanced Rules: \"A player can only add an Ability or Event when said player has player priority, the "
           "turn player will always have priority first\")";
  if (k == event_kind::game_won) return {};
  const std::vector<engine::event>& all = log_.events();
  for (std::size_t i = all.size(); i > step_log_start_ && all[i - 1].kind != event_kind::attack_declared; --i)
    if (all[i - 1].kind == k && all[i - 1].player == a.player)
      return fmt::format(": the game did not ask {}, as nothing was left to decide: {}", player_name(a.player),
                         with_player_names(engine::describe(all[i - 1], st()), sc_));
  // A combat decision with no attack under way (blind rules batch 114: a block after a direct
  // damage event read only whom the game waited for).
  if (!st().combat.active())
    return fmt::format(": no attack is under way, so there is no {} to decide (001 Challenge Phase: an attack is "
                       "declared, then blockers, retaliation and the attacker's damage split)",
                       a.kind == engine::action_kind::block ? "block" : a.kind == engine::action_kind::retaliate ? "retaliation" : "damage split");
  return {};
}

// Why another player decides now, for any action not a combat decision, a pass included:
// the turn player's priority, said after waiting_whom (blind rules batch 96: "cannot act now"
// named no rule); "" when card text asked a question or the game waits on a combat decision.
namespace {
// Who decides the attack's step under way, and the rule (blind rules batch 99, CH10: a block by
// a player who is not the defender was refused naming no rule).
std::string combat_decider(engine::combat_step step) {
  switch (step) {
    case engine::combat_step::blocks:
      return ", the attacked card's controller, who declares its blockers (001 Challenge Phase, Blocking: \"Any card "
             "or cards can be declared as a blocker, as long as they are adjacent to the blocking card\")";
    case engine::combat_step::retaliation:
      return ", the blockers' controller (001 Challenge Phase: \"The controller of the blocker or blockers can "
             "choose to not deal retaliation damage\")";
    case engine::combat_step::assignment:
      return ", the attacker's controller (001 Challenge Phase: \"If multiple blockers are declared, the attacker "
             "chooses\")";
    default: return {};
  }
}
}  // namespace

std::string runner::priority_rule(const engine::state& s, const engine::action& a) const {
  const player_id d = s.decider();
  if (s.combat.active() && !s.priority.open() && !s.pending && d != a.player && d != engine::no_player) {
    // Another attack while one is under way breaks the one rule first (blind rules batches 102
    // and 104: it was refused citing who may block).
    if (a.kind == engine::action_kind::attack)
      return ", deciding the attack under way: each combat is resolved before the next (001 Challenge Phase, "
             "Attacking: \"you can attack with as many Characters as you want but each combat has to be resolved "
             "individually\")";
    return combat_decider(s.combat.step);
  }
  const bool combat = decides_combat(a.kind);
  // The upkeep step has its own rule; the setup (bids, mulligans) has no turn and no priority
  // (blind rules batch 99 was told of "the turn player" during the mulligans).
  const bool setup = s.phase == engine::phase::mulligan || s.phase == engine::phase::bidding;
  if (setup) return {};
  const bool turn_players = !s.priority.open() && d == s.active && s.phase != engine::phase::accounting;
  if (s.pending || combat || a.player == d || d == engine::no_player || !(turn_players || d == s.priority.holder)) return {};
  return fmt::format(", {} (001 Advanced Rules: \"the turn player will always have priority first in every phase and "
                     "action and will pass it to the opponent afterwards\")",
                     turn_players ? "the turn player" : "who holds priority");
}

// A refusal of a combat decision the engine settled without asking (why_not_asked): the
// engine's reason, and then how it was settled; once the decision's step has passed, how it
// was settled alone, as the reason (blind rules batch 97: a block against PRECISION opened
// with "no attack is waiting for blockers" during the attack). Any other action: the reason.
std::string runner::refused_settled(const engine::state& s, const engine::action& a, const std::string& reason) const {
  const std::string settled = decides_combat(a.kind) ? why_not_asked(a) : std::string();
  if (!settled.empty() && s.combat.active() && !engine::combat::awaits(s, a.kind))
    return fmt::format("{} cannot act now{}", player_name(a.player), settled);
  return reason + settled;
}

namespace {

// The sentence of a keyword's quote that speaks of retaliating, with its source: what
// forbade a retaliation (001 Glossary FLYING: "A non-flying card may not retaliate ...").
std::string retaliation_sentence(const library& lib, std::string_view keyword) {
  for (const auto& k : lib.keywords()) {
    if (k->name != keyword) continue;
    for (const keyword_quote& q : keyword_quotes(*k))
      for (std::size_t at = 0; at < q.text.size();) {
        const std::size_t end = std::min(q.text.find(". ", at), q.text.size());
        std::string sentence = q.text.substr(at, end - at + 1);
        sentence.erase(0, sentence.find_first_not_of(' '));
        if (sentence.find("retaliat") != std::string::npos) return fmt::format("; {} {}: \"{}\"", q.source, keyword, sentence);
        at = end + 2;
      }
  }
  return {};
}

}  // namespace

// A retaliation the engine ruled out without asking (FLYING, MELEE, an engaged card: the
// retaliation_withheld events of this step for the cards the step lists), as the reason a
// step that writes it is refused (while no retaliation is asked), with the rule and the
// keyword's sentence.
std::string runner::retaliation_ruled_out(const engine::action& a) const {
  if (a.kind != engine::action_kind::retaliate) return {};
  const std::vector<engine::event>& all = log_.events();
  for (std::size_t i = step_log_start_; i < all.size(); ++i) {
    const engine::event& e = all[i];
    if (e.kind != engine::event_kind::retaliation_withheld || e.player != a.player ||
        std::find(a.cards.begin(), a.cards.end(), e.card) == a.cards.end())
      continue;
    std::string said = with_player_names(engine::describe(e, st()), sc_);
    const std::string quote = e.by.keyword.empty() ? std::string() : retaliation_sentence(lib_, e.by.keyword);
    if (!quote.empty() && said.ends_with('.')) said.pop_back();  // "...).; 001 Glossary" read as a typo (blind rules batch 96)
    return said + quote;
  }
  return {};
}

// Whom game s waits for, and where (a game over: none).
std::string runner::waiting_whom(const engine::state& s) const {
  const char* step = s.step == engine::accounting_step::upkeep ? ", upkeep step"
                     : s.step == engine::accounting_step::reveal ? ", reveal step"
                     : s.step == engine::accounting_step::closing ? ", before it ends" : "";
  return fmt::format("the game is waiting for {} ({}{})", player_name(s.decider()), engine::to_string(s.phase),
                     s.phase == engine::phase::accounting ? step : "");
}

std::string runner::waiting_for(bool with_options) const {
  const engine::state& s = st();
  const player_id d = s.decider();
  if (d == engine::no_player) return "the game is over" + how_it_ended();
  const std::string whom = waiting_whom(s);
  if (!with_options) return whom;
  // One line per kind of action and card; the cells a card could go to are counted.
  struct option {
    engine::action first;
    int cells = 0;
  };
  std::vector<option> options;
  for (const engine::action& a : engine::legal_actions(s)) {
    // Deploying actions differ only by cell: one line per card and network.
    auto same = [&](const option& o) {
      const bool deploys = a.kind == engine::action_kind::buy || a.kind == engine::action_kind::buy_revealed;
      if (!deploys) return o.first == a;
      return o.first.kind == a.kind && o.first.card == a.card && o.first.t == a.t && o.first.network == a.network &&
             o.first.value == a.value;
    };
    if (auto it = std::find_if(options.begin(), options.end(), same); it != options.end()) ++it->cells;
    else options.push_back({a, 1});
  }
  // No legal action at all (blind rules batch 100: "the options are:" and an empty list).
  if (options.empty()) return whom + "; no action is open to them now";
  std::string list;
  const std::size_t shown = std::min<std::size_t>(options.size(), 12);
  // Each option as the script writes it (scenario_write::step_line: the exporter's own steps;
  // blind rules batches 78 and 99 found forms that did not parse), else the engine's words.
  std::vector<std::string> names;
  for (const auto& p : sc_.players) names.push_back(p.name);
  auto option_text = [&](const engine::action& a) {
    if (std::optional<std::string> line = scenario_write::step_line(lib_, s, names, a)) return *std::move(line);
    return with_player_names(engine::to_string(a, s), sc_);
  };
  for (std::size_t i = 0; i < shown; ++i) {
    list += "\n    - " + option_text(options[i].first);
    if (options[i].cells > 1) list += fmt::format(" (or at any of {} other cells)", options[i].cells - 1);
  }
  if (options.size() > shown) list += fmt::format("\n    - ... and {} more", options.size() - shown);
  return whom + "; the options are:" + list;
}

void runner::pass_once() {
  engine::apply(pos_->st(), engine::act::pass(st().decider()), &log_);
  engine::check_invariants(st());
}

// Priority passes are implicit (docs/design.md): before a response by another player (a play,
// an activation, or the buy of a card played like an event: 001 Glossary ABRUPT), the
// players holding priority pass until it reaches them; before any other action, until the
// round is over (the stack resolved, or the phase's closing window passed).
void runner::pass_priority_until(const engine::action& a) {
  const engine::state& s = st();
  for (int guard = 0; guard < 10000 && s.priority.open() && !s.over(); ++guard) {
    const bool in_round = a.kind == engine::action_kind::buy || a.kind == engine::action_kind::produce;
    if (s.decider() == a.player && (is_response(a.kind) || (in_round && engine::is_legal(s, a))))
      return;  // a buy in a round: a card played like an event (001 Glossary ABRUPT); traits produced to pay one

    pass_once();
  }
}

// The end of the script passes priority until the stack is empty. A question the game
// still asks then is a decision the script did not write out (docs/scenarios.md, Strict
// choices): the scenario fails, naming it.
void runner::finish_stack() {
  const engine::state& s = st();
  // A question asked as an item resolves (a copy's new target) stops the passes: it is named below
  // (blind design batch 44, d13: a pass tried past it read as an engine error).
  for (int guard = 0; guard < 10000 && !s.stack.empty() && s.priority.open() && !s.pending && !s.over(); ++guard)
    pass_once();
  if (const std::string d = combat_decision(); !d.empty())
    throw step_failed{"the script ends while the attack waits for " + d + " at its end"};
  if (!s.pending || s.over()) return;
  const engine::choice_request& q = s.pending->question;
  throw step_failed{fmt::format("the script ends while the game asks {}; write {} at its end", question(q), answer_form(q))};
}

std::string runner::refused_anyway(const engine::state& s, const engine::action& a) {
  // A response, or a bid, which the rules refuse outside the bidding whoever decides; so a
  // trait produced with a card the player does not control (blind rules batch 117, CT04: "cannot
  // act now" named whom the game waited for, not the control rule).
  const bool response = a.kind == engine::action_kind::play || a.kind == engine::action_kind::activate ||
                        a.kind == engine::action_kind::produce;
  if (!(response || a.kind == engine::action_kind::bid) || s.decider() == a.player) return {};
  engine::verdict v = engine::check_whoever_decides(s, a);
  return v ? std::string() : std::move(v.reason);
}

void runner::apply(const engine::action& a) {
  const engine::state& s = st();
  if (s.pending) {
    const engine::choice_request& q = s.pending->question;
    throw step_failed{fmt::format("the game asks {}; write {} here", question(q), answer_form(q))};
  }
  // A player may concede at any time, in any player's turn (docs/rulings.md, Blind rules
  // batch 8: conceding): no priority is passed for it, and it needs no decision of theirs.
  if (a.kind == engine::action_kind::concede && !s.over()) {
    if (engine::verdict v = engine::check(s, a); !v)
      throw step_failed{fmt::format("refused: {}", with_player_names(v.reason, sc_)), waiting_for()};
    engine::apply(pos_->st(), a, &log_);
    engine::check_invariants(s);
    return;
  }
  pass_priority_until(a);
  // Strict choices: only the player the game waits for may act.
  if (s.over()) throw step_failed{fmt::format("{} cannot act now: {}", player_name(a.player), waiting_for())};
  if (std::string ruled_out = retaliation_ruled_out(a); !ruled_out.empty() && (s.decider() != a.player || !engine::check(s, a)))
    throw step_failed{"refused: " + ruled_out, waiting_for()};
  if (std::string rule; s.decider() != a.player && !engine::turn_players_action(s, a, &rule))
    throw step_failed{fmt::format("refused: {}", with_player_names(rule, sc_)), waiting_for()};
  // Not this player's decision: the rule that would refuse the action anyway, if any, else
  // whose decision it is (docs/scenarios.md, A refusal to a player who does not hold priority).
  if (std::string anyway = refused_anyway(s, a); !anyway.empty())
    throw step_failed{fmt::format("refused: {}", with_player_names(anyway, sc_)), waiting_for()};
  if (s.decider() != a.player)
    throw step_failed{fmt::format("{} cannot act now{}", player_name(a.player),
                                  why_not_asked(a).empty() ? ": " + waiting_whom(s) + priority_rule(s, a) : why_not_asked(a)),
                      waiting_for()};
  if (engine::verdict v = engine::check(s, a); !v)
    throw step_failed{"refused: " + refused_settled(s, a, with_player_names(v.reason, sc_)), waiting_for()};
  engine::apply(pos_->st(), a, &log_);
  engine::check_invariants(s);  // a broken invariant is an engine bug: it throws
}

void runner::advance(const checked::scenario_action& a) {
  // Pass phase windows until the named phase of this turn begins (001 Turn Structure).
  const auto p = static_cast<player_id>(a.player);
  const int turn = st().turn_number;
  const std::string target(engine::to_string(a.phase));
  if (st().active != p)
    throw step_failed{fmt::format("{} cannot advance: it is {}'s turn", player_name(p), player_name(st().active))};
  if (static_cast<int>(st().phase) > static_cast<int>(a.phase))
    throw step_failed{fmt::format("the {} of this turn is already over (the game is in the {})", target,
                                  engine::to_string(st().phase))};
  while (st().phase != a.phase) {
    if (st().over()) throw step_failed{fmt::format("the game ended before the {}", target)};
    if (st().turn_number != turn) throw step_failed{fmt::format("the turn ended before the {}", target)};
    if (st().priority.open()) {  // a window for the other players: they pass (implicitly)
      apply(engine::act::pass(st().decider()));
      continue;
    }
    const engine::action pass = engine::act::pass(p);
    if (st().decider() != p || !engine::is_legal(st(), pass))
      throw step_failed{fmt::format("cannot advance to the {}", target), waiting_for()};
    apply(pass);
  }
}

// `NAME passes priority` promises a pass of priority only: with nothing on the stack and no
// attack waiting, a pass ends the phase's window (docs/scenarios.md), written `NAME passes`.
// `emptied`: the stack held items until the other players' implicit passes resolved them.
std::string phase_ending_pass(const engine::state& s, const std::string& who, bool emptied) {
  // a round of priority open with the stack empty, other than one closing the phase: an attack's or blocks' window
  if (s.over() || s.pending || !s.stack.empty() || s.combat.active() || (s.priority.open() && !s.priority.closes_phase))
    return "";
  return fmt::format("nothing is on the stack{}: '{} passes priority' would end {}'s window in the {}; write '{} passes' "
                     "to end it (docs/scenarios.md)",
                     emptied ? fmt::format(" (the other players passed before {}, as {} did not hold priority, and what "
                                           "was on it resolved)", who, who)
                             : std::string(),
                     who, who, engine::to_string(s.phase), who);
}

void runner::refuse_phase_ending_pass(const checked::scenario_action& a) {
  const bool held = !st().stack.empty();
  pass_priority_until(engine::act::pass(static_cast<player_id>(a.player)));
  if (std::string refused = phase_ending_pass(st(), player_name(a.player), held && st().stack.empty()); !refused.empty())
    throw step_failed{refused};
}

void runner::run_action(const checked::scenario_action& a) {
  if (a.kind == action_kind::advance) return advance(a);
  if (a.kind == action_kind::pass && a.priority_only) refuse_phase_ending_pass(a);
  if (is_answer(a.kind)) return answer(a);
  apply(to_engine(a));
}

}  // namespace megacorp::scenario_run
