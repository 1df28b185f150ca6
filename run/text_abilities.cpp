// Events and activated abilities on the stack (001 Advanced Rules) answered from card text:
// which abilities a card has, paying for them, their targets, and resolving an item.
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "engine/limits.hpp"
#include "engine/ops.hpp"
#include "engine/rules.hpp"
#include "ir/render.hpp"
#include "run/evaluator_parts.hpp"
#include "run/stacked_triggers.hpp"
#include "run/text_behaviour_parts.hpp"

namespace megacorp::text_run {

std::vector<bound_ability> text_behaviour::of_kind(const engine::state& s, card_id self, checked::ability_kind k) const {
  std::vector<bound_ability> out;
  for (const bound_ability& b : abilities_for(s, self, kind_bit(k), 0))
    if (b.ability->kind == k) out.push_back(b);
  return out;
}

std::vector<bound_ability> text_behaviour::activated(const engine::state& s, card_id self) const {
  return of_kind(s, self, checked::ability_kind::activated);
}

// What an item of the stack runs: an event's `on resolve:` abilities (ability -1), or one
// activated ability (the ability-th of `activated`'s list, found without listing the rest;
// asked at every check of an activation's costs and targets, so kept off the heap).
effect_list text_behaviour::effects(const engine::state& s, card_id source, int ability) const {
  effect_list out;
  const checked::ability_kind k = ability < 0 ? checked::ability_kind::resolve : checked::ability_kind::activated;
  int n = 0;
  for (const bound_ability& b : abilities_for(s, source, kind_bit(k), 0)) {
    if (b.ability->kind != k) continue;
    if (ability >= 0 && n++ != ability) continue;
    out.push_back(b);
    if (ability >= 0) break;
  }
  return out;
}

int text_behaviour::ability_count(const engine::state& s, card_id self) const {
  // None printed, and no keyword of the library has one to give: none; its printed list
  // (abilities_for's when nothing may change it): counted when built (asked of every card
  // in play whenever a round of priority looks for a response).
  const std::size_t i = s.def(self).behaviour;
  if (i < card_activated_.size() && ((!keyword_activates_ && card_activated_[i] == 0) ||
                                     !may_change(s, self, kind_bit(checked::ability_kind::activated), 0)))
    return card_activated_[i];
  int n = 0;  // asked for every card in play at every priority check: counted, not listed
  for (const bound_ability& b : abilities_for(s, self, kind_bit(checked::ability_kind::activated), 0))
    n += b.ability->kind == checked::ability_kind::activated ? 1 : 0;
  return n;
}

std::string text_behaviour::ability_name(const engine::state& s, card_id self, int ability) const {
  const auto all = activated(s, self);
  if (ability < 0 || static_cast<std::size_t>(ability) >= all.size()) return "its effect";
  const bound_ability& b = all[static_cast<std::size_t>(ability)];
  const checked::ability& a = *b.ability;
  // An unnamed ability is named by its text after `ability:` (`'-> move this'`).
  constexpr std::string_view prefix = "ability: ";
  const std::string text = render_ability(a);
  std::string name = !a.name.empty()                ? fmt::format("\"{}\"", a.name)
                     : text.starts_with(prefix) ? fmt::format("'{}'", text.substr(prefix.size()))
                                                    : fmt::format("'{}'", text);
  // A keyword's ability names its keyword, whose rule is its glossary entry (001 Glossary).
  if (b.use) name += fmt::format(" ({})", render_keyword_use(*b.use));
  return name;
}

// An event's `additional cost:` lines (ability -1), paid as it is played; none: nothing to pay.
bool text_behaviour::can_pay_to_play(const engine::state& s, player_id payer, card_id self, std::string* why) const {
  for (const bound_ability& b : of_kind(s, self, checked::ability_kind::additional_cost)) {
    eval_context c = context(s, self, b.use);
    c.played = self;
    c.you = payer;  // who plays it: from their hand, or buying it from an open market
    if (!megacorp::can_pay(c, b.ability->cost, why)) return false;
  }
  return true;
}

// Whether the ability's own limit allows an activation now: its count this turn
// (card_instance::activations; `once each turn`) and its `during`/`while` condition.
bool text_behaviour::within_limit(const engine::state& s, card_id self, int ability, const bound_ability& b,
                                  std::string* why) const {
  const expr& limit = b.ability->trigger;
  if (limit.o != op::while_condition) return true;
  if (limit.value > 0 && !engine::card_instance::counted(ability)) {  // gained past the checker's limit
    if (why)
      *why = fmt::format("the engine counts the activations of a card's first {} activated abilities "
                         "(engine::max_counted_abilities); this is its ability {}, limited to {} each turn",
                         engine::max_counted_abilities, ability + 1, limit.value == 1 ? "once" : "twice");
    return false;
  }
  if (const int done = s.card(self).activations_of(ability); limit.value > 0 && done >= limit.value) {
    if (why)
      *why = fmt::format("activate only {} each turn: it was activated {} this turn", limit.value == 1 ? "once" : "twice",
                         done == 1 ? "once" : "twice");
    return false;
  }
  if (!limit.args.empty() && !holds(context(s, self, b.use), limit.args[0])) {
    if (why) *why = "activate only " + render(limit);
    return false;
  }
  return true;
}

namespace {
// Pays the costs; the one card they chose, if they chose one (`destroy another character you
// control`), is named for the effect: `it` there (the checker's cost_names_one_card).
void run_cost(eval_context& c, const expr& cost, engine::ops& o) {
  std::vector<card_id> chosen;
  c.found = &chosen;
  run(c, cost, o);
  if (chosen.size() == 1) o.name_cost_card(chosen.front());
}

}  // namespace

bool text_behaviour::can_pay(const engine::state& s, player_id payer, card_id self, int ability, std::string* why) const {
  if (ability < 0) return can_pay_to_play(s, payer, self, why);
  const auto all = activated(s, self);
  if (ability < 0 || static_cast<std::size_t>(ability) >= all.size()) return false;
  const bound_ability& b = all[static_cast<std::size_t>(ability)];
  // `, activate only during your buy phase`, `once each turn` (001 Advanced Rules): asked
  // before the costs.
  if (!within_limit(s, self, ability, b, why)) return false;
  eval_context c = context(s, self, b.use);
  const int change = number(rule_number::activate_cost_change, s, self, 0, no_card);
  const int apart = run_parts::set_cost_change(c, b.ability->cost, change);
  if (apart > s.player(c.you).money) {
    if (why)
      *why = fmt::format("player {} has {}M, {}M needed: card text makes its abilities cost {}M more to activate",
                         c.you + 1, s.player(c.you).money, apart, apart);
    return false;
  }
  if (b.ability->cost.args.empty()) return true;
  if (megacorp::can_pay(c, b.ability->cost, why)) return true;
  // The printed cost is quoted: say what raised it (blind rules batch 101, CM10: 'pay 1M' and
  // "2M needed", the change unnamed).
  if (why && change > 0) *why += fmt::format(" (card text makes its abilities cost {}M more to activate)", change);
  return false;
}

engine::cost text_behaviour::additional_trait_costs(const engine::state& s, player_id payer, card_id event) const {
  engine::cost out;  // paid by the player who plays it
  for (const bound_ability& b : of_kind(s, event, checked::ability_kind::additional_cost)) {
    eval_context c = context(s, event, b.use);
    c.played = event;
    c.you = payer;
    engine::add_traits(out, run_parts::traits_paid(c, b.ability->cost));
  }
  return out;
}

engine::cost text_behaviour::most_ability_trait_costs(const engine::state& s, card_id self) const {
  engine::cost out;
  for (const bound_ability& b : activated(s, self)) {
    const engine::cost k = run_parts::traits_paid(context(s, self, b.use), b.ability->cost);
    for (std::size_t t = 0; t < out.traits.size(); ++t) out.traits[t] = std::max(out.traits[t], k.traits[t]);
  }
  return out;
}

bool text_behaviour::may_pay_traits(const engine::state& s, card_id self) const {
  // Its printed costs (counted when built), or a keyword's it may have gained (ability_count's
  // reasoning: abilities change only through keywords).
  const std::size_t i = s.def(self).behaviour;
  if (i >= card_pays_traits_.size() || card_pays_traits_[i]) return true;
  const std::uint8_t paid = kind_bit(checked::ability_kind::activated) | kind_bit(checked::ability_kind::additional_cost);
  return keyword_pays_traits_ && may_change(s, self, paid, 0);
}

void text_behaviour::pay(engine::ops& o, player_id payer, card_id self, int ability, const engine::target_list& targets) const {
  const std::vector<int> x_fits = amounts_fitting_targets(o.st(), self, ability, targets);
  if (ability < 0) {
    for (const bound_ability& b : of_kind(o.st(), self, checked::ability_kind::additional_cost)) {
      eval_context c = context(o.st(), self, b.use);
      c.played = self;
      c.you = payer;
      c.pays = eval_context::paying::additional_cost;
      if (!x_fits.empty()) c.x_allowed = &x_fits;
      run_cost(c, b.ability->cost, o);
    }
    return;
  }
  const bound_ability b = activated(o.st(), self).at(static_cast<std::size_t>(ability));
  eval_context c = context(o.st(), self, b.use);
  if (!x_fits.empty()) c.x_allowed = &x_fits;
  const int apart = run_parts::set_cost_change(c, b.ability->cost, number(rule_number::activate_cost_change, o.st(), self, 0, no_card));
  if (apart > 0) o.pay_cost(engine::path::ability_cost_raised_paid, c.you, engine::cost{.money = apart}, engine::rule::card_text, self);
  c.pays = eval_context::paying::ability_cost;
  run_cost(c, b.ability->cost, o);
}

int text_behaviour::target_count(const engine::state& s, card_id source, int ability) const {
  int n = 0;
  for (const bound_ability& b : effects(s, source, ability)) n += static_cast<int>(target_selection_count(b.ability->effect));
  return n;
}

namespace {

// The tag a selection names that the card lacks (or has, `without #T`), as the refusal says
// it: "Keywords such as #BUILDING, #GMO, #CYBORG can be interacted with by other cards that
// reference them" (001 Glossary CARD KEYWORDS). Empty when no tag of the selection decided.
std::string tag_that_refused(const eval_context& c, const expr& sel, card_id card) {
  if (sel.o != op::select) return "";
  for (const expr& f : sel.args) {
    if (f.o != op::with_tag && f.o != op::without_tag) continue;
    const checked::tag_id t = run_parts::tag(c, f);
    const bool has = run_parts::has_tag_now(c, card, t);
    if (has == (f.o == op::with_tag)) continue;
    return fmt::format("; \"{}\" {} #{} (001 Glossary CARD KEYWORDS: a card text that references a keyword interacts "
                       "with the cards that have it)", c.s->name_of(card), has ? "has" : "has no", c.lib->tags()[static_cast<std::size_t>(t)]);
  }
  return "";
}

// The first statement of e, in text order, that `names` says names the selection `sel`, or null.
template <class Names>
const expr* statement_naming(const expr& e, const expr& sel, const Names& names) {
  if (names(e, sel)) return &e;
  for (const expr& a : e.args)
    if (const expr* found = statement_naming(a, sel, names)) return found;
  return nullptr;
}

// The `becomes a copy of` statement whose copier or model is the selection `sel`, or null.
const expr* copy_with(const expr& e, const expr& sel) {
  return statement_naming(e, sel, [](const expr& st, const expr& s) {
    return st.o == op::become_copy && st.args.size() >= 2 && (&st.args[0] == &s || &st.args[1] == &s);
  });
}

// `this becomes a copy of target character`, `target character becomes a copy of this`: a
// target the copy cannot be made with (other card types; a founder or business, whatever
// the copier) is refused as it is chosen, naming the rule, not paid for and then copied to
// no effect (docs/rulings.md, Copies; blind design batch 30, T3). A triggered ability's
// targets too (run/players.cpp choose_targets; blind design batch 44, d06: a founder was offered).
}  // namespace

bool copy_refuses(const engine::state& s, const expr& effect, const expr& sel, card_id source, card_id target) {
  const expr* e = copy_with(effect, sel);
  if (!e) return false;
  const bool model = &e->args[1] == &sel;
  // A business or founder is never copied, whatever becomes the copy.
  if (model && (s.def(target).is(engine::card_type::business) || s.def(target).is(engine::card_type::founder))) return true;
  if ((model ? e->args[0] : e->args[1]).o != op::this_card) return false;
  return model ? !run_parts::may_copy(s, source, target) : !run_parts::may_copy(s, target, source);
}

namespace {

// `copy target event`, `cancel target event`: the statement whose object is `sel`, when it
// names an item on the stack by its source card, or null. (`target effect` and `target
// ability` fit only cards with an item there already: run/filters.cpp.)
const expr* stack_statement_of(const expr& e, const expr& sel) {
  return statement_naming(e, sel, [](const expr& st, const expr& s) {
    return (st.o == op::copy || st.o == op::cancel) && !st.args.empty() && &st.args[0] == &s;
  });
}

// Whether an event card targeted by `copy` or `cancel` has nothing on the stack to copy or
// cancel (its effect resolved, and it lies in the network): refused as it is chosen, not paid
// for and then copied to no effect (blind design batch 34, d17). 001 Advanced Rules: "Cards
// and Effects can be canceled if ... before it can resolve"; docs/rulings.md, Copies on the stack.
bool resolved_already(const engine::state& s, const expr& effect, const expr& sel, card_id target, std::string* why) {
  // (a target that is no event card is refused by the selection itself, with its own message)
  const bool event_named = sel.o == op::select && words::as<words::noun>(sel.word) == words::noun::event;
  const expr* e = event_named && s.def(target).is(engine::card_type::event) ? stack_statement_of(effect, sel) : nullptr;
  if (!e || std::any_of(s.stack.begin(), s.stack.end(), [&](const engine::stack_item& i) { return i.source == target; }))
    return false;
  if (why)
    *why = fmt::format("\"{}\" has nothing on the stack to {}: its effect resolved, or was never played (001 Advanced "
                       "Rules: an effect can be cancelled before it can resolve; docs/rulings.md, Copies on the stack)",
                       s.name_of(target), e->o == op::copy ? "copy" : "cancel");
  return true;
}

constexpr std::string_view copy_rule = "a card becomes a copy only of a card of its own card types, and never of or "
                                       "as a business or founder (docs/rulings.md, Copies)";

std::string copy_refusal(const engine::state& s, card_id card, card_id of) {
  return fmt::format("{}: \"{}\" cannot become a copy of \"{}\"", copy_rule, s.name_of(card), s.name_of(of));
}

// `target character you control becomes a copy of target card`: the two targets together
// (copy_refuses for one and `this`). i: the model's index among sels; its copier's, or none.
std::optional<std::size_t> copier_target(const expr& effect, const std::vector<const expr*>& sels, std::size_t i) {
  const expr* e = copy_with(effect, *sels[i]);
  if (!e || &e->args[1] != sels[i]) return std::nullopt;
  for (std::size_t k = 0; k < sels.size(); ++k)
    if (sels[k] == &e->args[0]) return k;
  return std::nullopt;
}

}  // namespace

namespace {
// Whether a selection reads `x`, the amount a cost's `pay x` chooses.
bool reads_x(const expr& e) { return checked::reads(e, op::chosen_amount); }

// The most `pay x` could choose: what the player's money pays (as the play is checked, once an
// event in hand or bought from an open market is paid for), at most engine::max_chosen_amount
// (choose_x asks within it).
int most_x(const eval_context& c, bool price_paid) {
  std::int64_t money = c.s->player(c.you).money;
  const engine::zone z = c.s->card(c.self).zone;
  if (!price_paid && (z == engine::zone::hand || z == engine::zone::open_market))
    money -= engine::event_price(*c.s, c.self).money;
  return static_cast<int>(std::clamp<std::int64_t>(money, 0, engine::max_chosen_amount));
}

bool fits_target(const eval_context& c, const expr& sel, engine::target t) {
  return t.is_player() ? fits_player(c, sel, t.player) : matches(c, sel, t.card);
}

// A target that reads `x` (`target character with valuation x or less`) is chosen with the
// play, before its costs' `pay x` chooses x (001 Advanced Rules: "pay the costs, if any, and
// choose a target" are one announcement): it fits when some amount the player could choose
// makes it fit, and the amount question then offers only those (amounts_fitting_targets).
bool fits_some_x(eval_context& c, const expr& sel, engine::target t) {
  if (c.chosen >= 0 || !reads_x(sel)) return fits_target(c, sel, t);
  bool fits = false;
  for (int n = 0, most = most_x(c, false); n <= most && !fits; ++n) {
    c.chosen = n;
    fits = fits_target(c, sel, t);
  }
  c.chosen = -1;
  return fits;
}
}  // namespace

std::vector<int> text_behaviour::amounts_fitting_targets(const engine::state& s, card_id self, int ability,
                                                         const engine::target_list& targets) const {
  struct read {
    eval_context c;
    const expr* sel;
    engine::target t;
  };
  std::vector<read> reading;
  each_effect_targets(s, self, ability, [&](const bound_ability& b, const auto& sels, std::size_t first) {
    for (std::size_t i = 0; i < sels.size() && first + i < targets.size(); ++i)
      if (!targets[first + i].none() && reads_x(*sels[i])) reading.push_back({context(s, self, b.use), sels[i], targets[first + i]});
    return true;
  });
  std::vector<int> out;
  if (reading.empty()) return out;
  for (int n = 0, most = most_x(reading.front().c, true); n <= most; ++n)
    if (std::all_of(reading.begin(), reading.end(), [&](read& r) { return r.c.chosen = n, fits_target(r.c, *r.sel, r.t); }))
      out.push_back(n);
  return out;
}

bool text_behaviour::can_target(const engine::state& s, card_id source, int ability, int i, engine::target t, std::string* why) const {
  for (const bound_ability& b : effects(s, source, ability)) {
    const expr* found = i >= 0 ? target_selection(b.ability->effect, static_cast<std::size_t>(i)) : nullptr;
    if (!found) {
      i -= static_cast<int>(target_selection_count(b.ability->effect));
      continue;
    }
    const expr& sel = *found;
    eval_context c = context(s, source, b.use);
    // `target character they control`, they the target player before it: any player's card
    // here, that player's in targets_agree (the targets are chosen together)
    std::vector<player_id> anyone;
    if (may_name_they(sel) && they_slot(target_selections(b.ability->effect), static_cast<std::size_t>(i))) {
      for (player_id p = 0; p < s.player_count(); ++p) anyone.push_back(p);
      c.named_players = &anyone;
    }
    if (t.is_card() && copy_refuses(s, b.ability->effect, sel, source, t.card)) {
      if (why)
        *why = fmt::format("{}: \"{}\" cannot be {} here", copy_rule, s.name_of(t.card),
                           &sel == &copy_with(b.ability->effect, sel)->args[1] ? "copied" : "the copy");
      return false;
    }
    if (t.is_card() && resolved_already(s, b.ability->effect, sel, t.card, why)) return false;
    if (fits_some_x(c, sel, t)) return true;
    if (why) *why = fmt::format("the text asks for '{}'{}", render(sel), t.is_card() ? tag_that_refused(c, sel, t.card) : "");
    return false;
  }
  return false;
}

bool text_behaviour::targets_agree(const engine::state& s, card_id source, int ability, const engine::target_list& targets,
                                   std::string* why) const {
  bool agree = true;
  each_effect_targets(s, source, ability, [&](const bound_ability& b, const auto& sels, std::size_t first) {
    for (std::size_t i = 0; i < sels.size() && first + i < targets.size(); ++i) {
      if (const auto k = copier_target(b.ability->effect, sels, i); k && first + *k < targets.size()) {
        const engine::target copier = targets[first + *k], model = targets[first + i];
        if (copier.is_card() && model.is_card() && copier.card != model.card && !run_parts::may_copy(s, copier.card, model.card)) {
          if (why) *why = copy_refusal(s, copier.card, model.card);
          return agree = false;
        }
      }
      const std::optional<std::size_t> j = they_slot(sels, i);
      const engine::target t = targets[first + i];
      if (!j || !t.is_card()) continue;
      const engine::target p = targets[first + *j];
      auto they = they_named(sels, i, std::span(targets).subspan(first));
      eval_context c = context(s, source, b.use);
      c.named_players = &*they;
      if (matches(c, *sels[i], t.card)) continue;
      if (why)
        *why = fmt::format("its target {} ('{}') must be among the cards of its target {}, {}, and \"{}\" is not",
                           first + i + 1, render(*sels[i]), first + *j + 1,
                           p.is_player() ? fmt::format("player {}", p.player + 1) : std::string("a player"), s.def(t.card).name);
      return agree = false;
    }
    return true;
  });
  return agree;
}

// `2 target characters` takes 2, `up to 3 target ...` none to 3, `any number of target
// ...` any (engine/target.hpp); a plain `target ...` one, with the play.
engine::target_range text_behaviour::targets_taken(const engine::state& s, card_id source, int ability, int i) const {
  for (const bound_ability& b : effects(s, source, ability)) {
    const expr* found = i >= 0 ? target_selection(b.ability->effect, static_cast<std::size_t>(i)) : nullptr;
    if (!found) {
      i -= static_cast<int>(target_selection_count(b.ability->effect));
      continue;
    }
    const eval_context c = context(s, source, b.use);
    const expr& sel = *found;
    const bool item = names_an_item(c, sel);
    const auto [mode, modes] = target_mode(b.ability->effect, static_cast<std::size_t>(i));
    const auto m = static_cast<std::int8_t>(mode), ms = static_cast<std::int8_t>(modes);
    const std::optional<how_many> n = how_many_of(c, sel);
    if (!n) return {.item = item, .mode = m, .modes = ms};
    return {.least = n->at_least, .most = n->at_most, .counted = true, .item = item, .mode = m, .modes = ms};
  }
  return {};
}

// The text of mode m of the `choose one` whose mode is chosen with the play or activation.
std::string text_behaviour::mode_name(const engine::state& s, card_id source, int ability, int m) const {
  for (const bound_ability& b : effects(s, source, ability))
    if (const expr* modes = played_modes(b.ability->effect); modes && m >= 0 && static_cast<std::size_t>(m) + 1 < modes->args.size())
      return render(modes->args[static_cast<std::size_t>(m) + 1]);
  return {};
}

// An item's effect b read as it resolves: its controller, costs' choices and targets.
eval_context text_behaviour::item_context(const engine::state& s, const engine::stack_item& item, const bound_ability& b,
                                          const std::vector<const checked::expr*>& sels, std::size_t first) const {
  eval_context c = context(s, item.source, b.use);
  c.you = item.controller;
  c.target_sels = &sels;
  c.counted = &item.counted;
  if (item.source_paid) c.self_was = item.source_was;
  c.self_numbers = &item.source_numbers;  // read only of the card they name, out of play
  c.chosen = item.amount;
  c.removed = item.removed;
  c.it = item.it;  // the card its costs chose (run_cost)
  c.it_numbers = &item.it_numbers;
  c.counted_first = static_cast<int>(first);
  c.mode = item.mode;
  for (std::size_t i = 0; i < sels.size() && first + i < item.targets.size(); ++i) c.targets[i] = item.targets[first + i];
  return c;
}

// docs/rulings.md, A target that no longer fits: the slot's selection read as the item resolves.
bool text_behaviour::target_still_fits(const engine::state& s, const engine::stack_item& item, int slot, engine::target t) const {
  bool fits = true;  // a slot no effect names asks nothing
  const auto at = static_cast<std::size_t>(slot);
  each_effect_targets(s, item.source, item.ability, [&](const bound_ability& b, const auto& sels, std::size_t first) {
    if (at < first || at >= first + sels.size()) return true;
    const expr& sel = *sels[at - first];
    eval_context c = item_context(s, item, b, sels, first);
    c.target_sels = nullptr;  // the selection as a filter, not as the target chosen
    // `target character they control`: the target player chosen
    auto they = they_named(sels, at - first, std::span(item.targets).subspan(first));
    if (they) c.named_players = &*they;
    fits = !copy_refuses(s, b.ability->effect, sel, item.source, t.card) &&
           !resolved_already(s, b.ability->effect, sel, t.card, nullptr) && fits_target(c, sel, t);
    return false;
  });
  return fits;
}

void text_behaviour::resolve(const engine::stack_item& item, engine::ops& o) const {
  if (item.triggered()) return resolve_trigger(lib_, item, o, off_);
  each_effect_targets(o.st(), item.source, item.ability, [&](const bound_ability& b, const auto& sels, std::size_t first) {
    eval_context c = item_context(o.st(), item, b, sels, first);
    // A target that reads `x` fits with the amount paid, or the effect passes it by (the amount
    // question offers those under which it fits: amounts_fitting_targets; this holds where the
    // money left allowed none).
    for (std::size_t i = 0; i < sels.size(); ++i)
      if (!c.targets[i].none() && reads_x(*sels[i]) && !fits_target(c, *sels[i], c.targets[i])) c.targets[i] = engine::target{};
    run(c, b.ability->effect, o);
    return !o.st().over();
  });
}

}  // namespace megacorp::text_run
