// Rule queries, events offered to triggers, and upkeep costs answered from card text.
#include "interp/run/text_behaviour.hpp"

#include <algorithm>
#include <array>

#include <fmt/format.h>

#include "engine/network.hpp"
#include "engine/ops.hpp"
#include "interp/vocabulary/area_shape.hpp"
#include "interp/run/durations.hpp"
#include "interp/vocabulary/event_triggers.hpp"
#include "interp/run/evaluator.hpp"
#include "interp/run/stacked_triggers.hpp"
#include "interp/library/render.hpp"
#include "interp/vocabulary/rule_table.hpp"
#include "interp/vocabulary/variants.hpp"

namespace megacorp {

using checked::expr;
using checked::op;
using engine::card_id;
using engine::no_card;
using engine::rule_number;
using engine::rule_query;
using engine::trigger_timing;

namespace {

// A `rule:` that answers a rule question, split into its parts:
// SUBJECT [modal] PHRASE [OBJECTS] [while CONDITION], with its entry of the rule table.
struct rule_view {
  rule_table::form f;
  const expr* subject = nullptr;
  std::array<const expr*, 2> objects{};
  std::size_t object_count = 0;
  const expr* condition = nullptr;
};

rule_view view(const expr& rule) {
  rule_view v;
  if (rule.o != op::select || rule.args.empty()) return v;
  v.f = rule_table::decode(rule.value);
  v.subject = &rule.args[0];
  for (std::size_t i = 1; i < rule.args.size(); ++i) {
    if (rule.args[i].o == op::while_condition) v.condition = &rule.args[i].args[0];
    else if (v.object_count < v.objects.size()) v.objects[v.object_count++] = &rule.args[i];
  }
  return v;
}

// The questions a rule can answer, as bits: yes/no queries first, then numbers (a card's
// rules are skipped at once when none answers the question asked).
constexpr int number_bits = 32;
static_assert(engine::rule_query_count <= number_bits, "rule queries must fit below the number bits");
constexpr std::uint64_t bit_of(rule_query q) { return std::uint64_t{1} << static_cast<int>(q); }
constexpr std::uint64_t bit_of(rule_number n) { return std::uint64_t{1} << (number_bits + static_cast<int>(n)); }

// The questions one ability answers: a rule's entry, or a modifier's number.
std::uint64_t answers(const checked::ability& a) {
  if (a.kind != checked::ability_kind::rule) return 0;
  const expr& r = a.trigger;
  if (r.o == op::modify_valuation) return bit_of(rule_number::valuation);
  if (r.o == op::modify_trait && r.word != 0)  // words::trait: entry i + 1 is trait i
    return bit_of(static_cast<rule_number>(static_cast<int>(rule_number::iq) + r.word - 1));
  const rule_table::form f = rule_table::decode(r.o == op::select ? r.value : 0);
  if (!f.e) return 0;
  if (f.m == rule_table::modal::must && f.e->obliges) return bit_of(f.e->must);
  if (f.e->change == rule_table::number_change::none) return bit_of(f.e->query);
  if (f.e->change == rule_table::number_change::area) return bit_of(rule_number::attack_area) | bit_of(rule_number::attack_trait);
  return bit_of(f.e->number);
}

// 001 Glossary AREA ATTACK: the shapes a keyword argument names ("2x2", "3x3", "1x4").
engine::area_shape shape_of(const expr& arg) { return area_shape_of(arg.text).value_or(engine::area_shape{}); }

int trait_index(const expr& arg) { return static_cast<int>(arg.word) - 1; }  // words::trait; -1: none

// The position of an ability among a card's printed abilities (for describing events).
int index_of(const std::vector<bound_ability>& all, const bound_ability& b) {
  for (std::size_t i = 0; i < all.size(); ++i)
    if (all[i].ability == b.ability && all[i].use == b.use) return static_cast<int>(i);
  return -1;
}

// A trigger's entry in the table of trigger phrases and steps (event_triggers): the
// checker sets it; a tree made by hand has none, and it is looked up from the text.
std::int64_t entry_of(const expr& t) {
  if (t.value != 0) return t.value;
  return t.args.empty() ? event_triggers::step_value(t.text) : event_triggers::phrase_value(t.text);
}

// When a trigger hears of its event: at once or after the action (event_triggers::timing_of).
trigger_timing timing_of(const expr& t) {
  return event_triggers::timing_of(entry_of(t), !t.args.empty() && t.args[0].o == op::this_card);
}
constexpr std::uint8_t bit_of(trigger_timing t) { return static_cast<std::uint8_t>(1u << static_cast<int>(t)); }

// `when your upkeep step begins: you may pay COST; ...`: the cost the engine's upkeep
// decision asks for (001 Accounting Phase: pay, or the card is destroyed).
const expr* upkeep_payment(const checked::ability& a) {
  static const std::int64_t upkeep = event_triggers::step_value("your upkeep step begins");
  if (a.kind != checked::ability_kind::triggered || entry_of(a.trigger) != upkeep) return nullptr;
  const expr& body = a.effect;
  if (body.o != op::sequence || body.args.empty() || body.args[0].o != op::may) return nullptr;
  const expr& choice = body.args[0].args.back();
  const expr& pay = choice.o == op::sequence && choice.args.size() == 1 ? choice.args[0] : choice;
  return pay.o == op::pay_money ? &pay.args[0] : nullptr;
}

// A triggered ability that waits for an engine event (events as triggers): every one but
// the upkeep payment the engine asks for itself.
bool waits_for_event(const checked::ability& a) {
  return a.kind == checked::ability_kind::triggered && !upkeep_payment(a);
}

// The event kinds an ability waiting for events needs.
std::vector<engine::event_kind> kinds_for(const expr& trigger) {
  const std::int64_t entry = entry_of(trigger);
  if (!trigger.args.empty()) {
    const engine::event_kind k = event_triggers::kind_of(entry);
    if (k == engine::event_kind::trigger_fired) return {};  // no phrase: nothing fires it
    return {k};
  }
  const auto step = event_triggers::step_of(entry);
  if (!step) return {};
  return {step->begins ? engine::event_kind::step_began : engine::event_kind::step_ended};
}

// The cards in play that give keywords (grant_holders), looked up the first time a rule
// question needs them: most questions reach no card that answers them.
class granters_of {
 public:
  granters_of(const library& lib, const engine::state& s) : lib_(lib), s_(s) {}
  const std::vector<card_id>& get() {
    if (!found_) list_ = grant_holders(lib_, s_);
    found_ = true;
    return list_;
  }

 private:
  const library& lib_;
  const engine::state& s_;
  bool found_ = false;
  std::vector<card_id> list_;
};

class text_behaviour final : public engine::card_behaviour {
 public:
  explicit text_behaviour(const library& lib) : lib_(lib) {
    // Which kinds of events some card's or keyword's text waits for, and which cards have
    // such text printed or through their keywords: `record` asks for every event, a trigger
    // check for every card in play.
    auto note = [&](const checked::ability& a) -> std::uint8_t {
      if (!waits_for_event(a)) return 0;
      const trigger_timing when = timing_of(a.trigger);
      if (when == trigger_timing::after_action)
        for (engine::event_kind k : kinds_for(a.trigger)) watched_[static_cast<std::size_t>(k)] = true;
      return bit_of(when);
    };
    // The questions the keywords that rules give (`rule: ... gains KEYWORD`) answer, found
    // as add_rule_grants finds the keyword; one it cannot find counts as answering all.
    auto note_grant = [&](const checked::ability& a) {
      const expr& r = a.trigger;
      if (a.kind != checked::ability_kind::rule || r.o != op::grant_keyword || r.args.size() < 2) return;
      const checked::keyword* k = nullptr;
      if (const checked::keyword_use* u = lib_.granted_use(r.args[1].value)) k = u->def;
      else k = lib_.find_keyword(r.args[1].text);  // bare, or its arguments filled in per use
      if (!k) {
        rule_grant_answers_ = ~std::uint64_t{0};
        return;
      }
      for (const checked::ability& g : k->abilities) rule_grant_answers_ |= answers(g);
    };
    for (const auto& k : lib_.keywords())
      for (const checked::ability& a : k->abilities) {
        note_grant(a);
        keyword_waits_ |= note(a);
        keyword_answers_ |= answers(a);
        keyword_activates_ = keyword_activates_ || a.kind == checked::ability_kind::activated;
      }
    for (const auto& c : lib_.cards()) {
      std::uint8_t waits = 0;
      bool activates = false;
      std::uint64_t card_answers = 0;
      for (const bound_ability& b : abilities_of(*c)) {
        note_grant(*b.ability);
        waits |= note(*b.ability);
        card_answers |= answers(*b.ability);
        activates = activates || b.ability->kind == checked::ability_kind::activated;
      }
      card_waits_.push_back(waits);
      card_activates_.push_back(activates);
      card_answers_.push_back(card_answers);
      every_answer_ |= card_answers;
    }
    every_answer_ |= keyword_answers_;
  }

  // Events as triggers ----------------------------------------------------------------

  bool watches(engine::event_kind k) const override { return watched_[static_cast<std::size_t>(k)]; }

  // What `e` is to ability b of `holder`, offered `when`: none when b does not wait for it
  // then. A card out of play acts only on text about itself (`when this is sold`).
  std::optional<event_triggers::happening> event_fits(const bound_ability& b, const engine::event& e,
                                                      const engine::state& s, card_id holder,
                                                      trigger_timing when) const {
    const checked::ability& a = *b.ability;
    if (!waits_for_event(a) || timing_of(a.trigger) != when || event_triggers::switched_off(a.trigger.text))
      return std::nullopt;
    const expr& t = a.trigger;
    const bool in_play = s.card(holder).zone == engine::zone::network;
    if (t.args.empty()) {
      const auto step = event_triggers::step_of(entry_of(t));
      if (!in_play || !step || !event_triggers::fits(*step, e, s.card(holder).controller)) return std::nullopt;
      return event_triggers::happening{holder};
    }
    if (!in_play && t.args[0].o != op::this_card) return std::nullopt;
    auto h = event_triggers::happened(entry_of(t), e, s);
    if (!h) return std::nullopt;
    eval_context c = context_for(lib_, s, holder, b.use);
    c.it = h->other;
    if (!matches(c, t.args[0], h->subject)) return std::nullopt;
    if (t.args.size() > 1 && (h->other == no_card || !matches(c, t.args[1], h->other))) return std::nullopt;
    return h;
  }

  bool may_wait(const engine::state& s, card_id holder, trigger_timing when) const {
    if (keyword_waits_ & bit_of(when)) return true;
    const std::size_t i = s.def(holder).behaviour;
    return i < card_waits_.size() && (card_waits_[i] & bit_of(when));
  }

  bool has_event_trigger(const engine::event& e, const engine::state& s, card_id holder,
                         trigger_timing when) const override {
    if (!may_wait(s, holder, when)) return false;
    for (const bound_ability& b : active_abilities(context_for(lib_, s, holder, nullptr), holder))
      if (event_fits(b, e, s, holder, when)) return true;
    return false;
  }

  void on_event(const engine::event& e, const engine::state& seen, card_id holder, engine::ops& o,
                trigger_timing when) const override {
    if (!may_wait(seen, holder, when)) return;
    for (const bound_ability& b : active_abilities(context_for(lib_, seen, holder, nullptr), holder)) {
      const auto h = event_fits(b, e, seen, holder, when);
      if (!h) continue;
      eval_context c = context_for(lib_, o.st(), holder, b.use);
      c.it = h->other;  // `it`: the card on the other side (the target, the card dealt damage, ...)
      c.dealt = h->amount;
      if (when == trigger_timing::after_action && o.st().rules.triggers_use_the_stack)
        put_trigger_on_stack(c, b, holder, index_of(abilities_of(card(o.st(), holder)), b), o);
      else
        run_triggered(c, b, holder, o);
      if (o.st().over()) return;
    }
  }

  // Runs a triggered ability: its targets are chosen as it triggers (001 Glossary TARGET).
  void run_triggered(eval_context& c, const bound_ability& b, card_id self, engine::ops& o) const {
    o.record({.kind = engine::event_kind::trigger_fired, .player = o.st().card(self).controller, .card = self,
              .amount = index_of(abilities_of(card(o.st(), self)), b), .why = engine::rule::card_text});
    const auto sels = target_selections(b.ability->effect);
    if (!sels.empty()) {
      c.target_sels = &sels;
      choose_targets(c, sels, o);
    }
    run(c, b.ability->effect, o);
  }

  // 001 Glossary ASSASSIN, INDESTRUCTIBLE: `instead of X being destroyed [by Y] [in combat]`.
  // The destroyed card's own replacements come first, then other cards' in card order;
  // one replacement applies (docs/rulings.md).
  bool replace_destruction(const engine::destruction& d, engine::ops& o) const override {
    const engine::state& s = o.st();
    int skip = d.skip;  // replacements already applied to this event are passed over
    for (card_id holder : rule_holders(s, d.card, d.by, true))
      for (const bound_ability& b : active_abilities(context_for(lib_, s, holder, nullptr), holder)) {
        const checked::ability& a = *b.ability;
        const expr& t = a.trigger;
        if (a.kind != checked::ability_kind::replacement || t.args.empty()) continue;
        const event_triggers::replacement_phrase* p = event_triggers::replacement_of(t.text);
        if (!p || p->what != d.what || (p->in_combat && !d.in_combat) || event_triggers::switched_off(t.text)) continue;
        eval_context c = context_for(lib_, s, holder, b.use);
        c.it = d.card;
        if (!matches(c, t.args[0], d.card)) continue;
        if (p->by && (t.args.size() < 2 || !matches(c, t.args[1], d.by))) continue;
        if (skip-- > 0) continue;
        o.record({.kind = engine::event_kind::trigger_fired, .player = s.card(holder).controller, .card = holder,
                  .amount = index_of(abilities_of(card(s, holder)), b), .why = engine::rule::card_text});
        run(c, a.effect, o);
        return true;
      }
    return false;
  }

  std::optional<engine::cost> cost_to_keep(const engine::state& s, card_id self) const override {
    for (const bound_ability& b : active_abilities(context_for(lib_, s, self, nullptr), self)) {
      const expr* pay = upkeep_payment(*b.ability);
      if (!pay) continue;
      const eval_context c = context_for(lib_, s, self, b.use);
      const expr* price = pay->o == op::parameter ? parameter(c, pay->text) : pay;
      engine::cost out;
      if (price && price->o == op::cost_arg) {
        out.money = static_cast<int>(price->value);
        for (const expr& t : price->args)
          if (t.word != 0) out.traits[t.word - 1] = static_cast<int>(t.value);  // words::trait
      } else {
        out.money = amount(c, *pay);
      }
      return out;
    }
    return std::nullopt;
  }

  bool still_holds(const engine::state& s, card_id, const engine::duration& d) const override {
    return megacorp::still_holds(lib_, s, d);
  }

  bool query(rule_query q, const engine::state& s, card_id self, bool answer, card_id other) const override {
    if (!may_answer(q)) return answer;  // no text of the library answers it: no rule to look for
    return decide(q, s, self, answer, other, nullptr);
  }

  bool may_answer(rule_query q) const override { return (every_answer_ & bit_of(q)) != 0; }

  bool has_rules(const engine::card_def& d) const override {
    const std::size_t i = d.behaviour;
    return i < card_answers_.size() && (card_answers_[i] != 0 || lib_.cards()[i]->grants_keywords);
  }

  std::string explain(rule_query q, const engine::state& s, card_id self, card_id other) const override {
    std::string text;
    const bool yes = decide(q, s, self, true, other, nullptr);
    decide(q, s, self, !yes, other, &text);  // run again to find the rule that set the answer
    return text;
  }

  // The answer to a query, starting from `answer`; `decided` gets the text of the rule
  // that set it (the card, the keyword that gave the rule, the rule). A restriction
  // (`cannot`, `can only`) outweighs a permission (`can`, or a bare phrase) whatever the
  // order of the cards (docs/rulings.md, "Can and cannot"); among rules of one kind the
  // last in card order decides.
  bool decide(rule_query q, const engine::state& s, card_id self, bool answer, card_id other,
              std::string* decided) const {
    // self: the card asked about; other: the opposing card (attacker, blocker, ...).
    std::optional<bool> restricted, permitted;
    std::string restricted_by, permitted_by;
    const bool latest = latest_rule_decides(s.rules);
    auto say = [&](const eval_context& c, const bound_ability& b) {
      return fmt::format("\"{}\"{}: {}", s.def(c.self).name, b.use ? " (" + b.use->def->name + ")" : "", render(b.ability->trigger));
    };
    for_each_rule(bit_of(q), s, self, other, [&](const eval_context& c, const rule_view& r, const bound_ability& b) {
      const rule_table::entry& e = *r.f.e;
      using rule_table::modal;
      if (r.f.m == modal::must && e.obliges) {  // an obligation answers its own question only
        if (e.must != q || !fits(c, e.must_subject, r.subject, s, self, other, true)) return;
        if (e.must_object != rule_table::side::none && r.object_count > 0 &&
            !fits(c, e.must_object, r.objects[0], s, self, other, true))
          return;
        permitted = true;
        if (decided) permitted_by = say(c, b);
        return;
      }
      if (e.change != rule_table::number_change::none || e.query != q) return;
      if (e.once_attacked && s.card(self).times_attacked < 1) return;
      if (!fits(c, e.subject, r.subject, s, self, other, true)) return;
      // `can only` with nothing after the phrase restricts nothing: it reads as `can`.
      const bool only = r.f.m == modal::can_only && e.object != rule_table::side::none && r.object_count > 0;
      const bool restriction = r.f.m == modal::cannot || only;
      // An opposing card not known yet (an offer before the attacker is chosen) never
      // restricts; `can only` restricts when the object does not fit.
      const bool object_fits = e.object == rule_table::side::none || r.object_count == 0 ||
                               fits(c, e.object, r.objects[0], s, self, other, !restriction || only);
      if (only ? object_fits : !object_fits) return;
      // Variant latest-rule-decides: every rule writes the one answer, in card order.
      std::optional<bool>& slot = restriction && !latest ? restricted : permitted;
      slot = restriction ? !e.yes : e.yes;
      if (decided) (restriction && !latest ? restricted_by : permitted_by) = say(c, b);
    });
    const bool out = restricted ? *restricted : permitted ? *permitted : answer;
    if (decided && out != answer) *decided = restricted ? restricted_by : permitted_by;
    return out;
  }

  // Whether a rule's subject or object fits its side of the question. `unknown`: the answer
  // when the side is the opposing card and none is known yet.
  static bool fits(const eval_context& c, rule_table::side sd, const expr* sel, const engine::state& s, card_id self,
                   card_id other, bool unknown) {
    using rule_table::side;
    switch (sd) {
      case side::none: return true;
      case side::self: return matches(c, *sel, self);
      case side::other: return other == no_card ? unknown : matches(c, *sel, other);
      case side::turn_player: return player_fits(c, *sel, s.active);
      case side::controller: return player_fits(c, *sel, s.card(self).controller);
    }
    return false;
  }

  // Whether player p fits a rule's player object: one of the players it names (`a player`
  // and `an opponent` name any of them, players_of).
  static bool player_fits(const eval_context& c, const expr& sel, engine::player_id p) {
    const auto named = players_of(c, sel);
    return std::find(named.begin(), named.end(), p) != named.end();
  }

  // Events and activated abilities (001 Advanced Rules) -------------------------------

  int ability_count(const engine::state& s, card_id self) const override {
    // None printed, and no keyword of the library has one to give: none (asked of every
    // card in play whenever a round of priority looks for a response).
    const std::size_t i = s.def(self).behaviour;
    if (!keyword_activates_ && i < card_activates_.size() && !card_activates_[i]) return 0;
    int n = 0;  // asked for every card in play at every priority check: counted, not listed
    for (const bound_ability& b : active_abilities(context_for(lib_, s, self, nullptr), self))
      n += b.ability->kind == checked::ability_kind::activated ? 1 : 0;
    return n;
  }

  std::string ability_name(const engine::state& s, card_id self, int ability) const override {
    const auto all = activated(s, self);
    if (ability < 0 || static_cast<std::size_t>(ability) >= all.size()) return "its effect";
    const checked::ability& a = *all[static_cast<std::size_t>(ability)].ability;
    return a.name.empty() ? fmt::format("'{}'", render_ability(a)) : fmt::format("\"{}\"", a.name);
  }

  bool can_pay(const engine::state& s, card_id self, int ability, std::string* why) const override {
    const auto all = activated(s, self);
    if (ability < 0 || static_cast<std::size_t>(ability) >= all.size()) return false;
    const bound_ability& b = all[static_cast<std::size_t>(ability)];
    return b.ability->cost.args.empty() || megacorp::can_pay(context_for(lib_, s, self, b.use), b.ability->cost, why);
  }

  void pay(engine::ops& o, card_id self, int ability) const override {
    const bound_ability b = activated(o.st(), self).at(static_cast<std::size_t>(ability));
    run(context_for(lib_, o.st(), self, b.use), b.ability->cost, o);
  }

  int target_count(const engine::state& s, card_id source, int ability) const override {
    int n = 0;
    for (const bound_ability& b : effects(s, source, ability)) n += static_cast<int>(target_selections(b.ability->effect).size());
    return n;
  }

  bool can_target(const engine::state& s, card_id source, int ability, int i, engine::target t, std::string* why) const override {
    for (const bound_ability& b : effects(s, source, ability)) {
      const auto sels = target_selections(b.ability->effect);
      if (i >= static_cast<int>(sels.size())) {
        i -= static_cast<int>(sels.size());
        continue;
      }
      const expr& sel = *sels[static_cast<std::size_t>(i)];
      const eval_context c = context_for(lib_, s, source, b.use);
      if (t.is_player() ? fits_player(c, sel, t.player) : matches(c, sel, t.card)) return true;
      if (why) *why = fmt::format("the text asks for '{}'", render(sel));
      return false;
    }
    return false;
  }

  void resolve(const engine::stack_item& item, engine::ops& o) const override {
    if (item.triggered()) return resolve_trigger(lib_, item, o);
    std::size_t first = 0;  // the item's targets are numbered across the effects in order
    for (const bound_ability& b : effects(o.st(), item.source, item.ability)) {
      const auto sels = target_selections(b.ability->effect);
      eval_context c = context_for(lib_, o.st(), item.source, b.use);
      c.you = item.controller;
      c.target_sels = &sels;
      for (std::size_t i = 0; i < sels.size() && first + i < item.targets.size(); ++i) c.targets[i] = item.targets[first + i];
      first += sels.size();
      run(c, b.ability->effect, o);
      if (o.st().over()) return;
    }
  }

  int number(rule_number q, const engine::state& s, card_id self, int value, card_id other) const override {
    if (!(every_answer_ & bit_of(q))) return value;  // no text of the library changes it: no rule to look for
    // A rule whose condition or amount reads the number it changes (`rule: this gets +1
    // BQ while the BQ of this is at least 2`) reads it without the rules being applied:
    // the question asked again while it is being answered gets the value before rules
    // (docs/rulings.md, A rule that reads what it changes). Per thread: --jobs plays games
    // on several threads.
    thread_local std::vector<std::pair<rule_number, card_id>> answering;
    const std::pair<rule_number, card_id> asked{q, self};
    if (std::find(answering.begin(), answering.end(), asked) != answering.end()) return value;
    answering.push_back(asked);
    struct done_t {
      ~done_t() { answering.pop_back(); }
    } done;
    int bonus = 0;
    for_each_rule(bit_of(q), s, self, other, [&](const eval_context& c, const rule_view& r, const bound_ability&) {
      using rule_table::number_change;
      const rule_table::entry& e = *r.f.e;
      if (e.change == number_change::none || !matches(c, *r.subject, self)) return;
      const bool no = r.f.m == rule_table::modal::cannot;  // `cannot`: at most what the phrase would allow
      switch (e.change) {
        case number_change::none: break;
        case number_change::unlimited: value = no ? std::min(value, 1) : 1000; break;
        case number_change::times:
          if (r.object_count == 0) break;
          if (const int n = amount(c, *r.objects[0]); no) value = std::min(value, n - 1);
          else value = r.f.m == rule_table::modal::can_only ? std::min(value, n) : n;
          break;
        case number_change::first: value = no ? std::max(value, 1) : std::min(value, 0); break;
        case number_change::area: {
          if (r.object_count < 2) break;
          if (no) {  // `cannot attack areas ...`: one target
            if (q == rule_number::attack_area) value = 0;
            break;
          }
          const expr* shape = r.objects[0]->o == op::parameter ? parameter(c, r.objects[0]->text) : nullptr;
          const expr* trait = r.objects[1]->o == op::parameter ? parameter(c, r.objects[1]->text) : nullptr;
          if (q == rule_number::attack_area && shape) value = engine::area_code(shape_of(*shape));
          if (q == rule_number::attack_trait && trait) value = trait_index(*trait);
          break;
        }
        case number_change::cost_less:
        case number_change::cost_more:
          // `rule: cards with #GMO you buy cost 1M less`: when the turn player is among the buyers named.
          if (no || r.object_count < 2 || !player_fits(c, *r.objects[0], s.active)) break;
          value += (e.change == number_change::cost_less ? -1 : 1) * amount(c, *r.objects[1]);
          break;
      }
    });
    if (q == rule_number::valuation)
      for_each_modifier(s, self, op::modify_valuation, [&](const eval_context& c, const expr& m) { bonus += amount(c, m.args[1]); });
    // `rule: this gets +1 BQ while ...`: rule numbers iq..bq follow the order of the traits.
    const int t = static_cast<int>(q) - static_cast<int>(rule_number::iq);
    if (t >= 0 && t < engine::trait_count)
      for_each_modifier(s, self, op::modify_trait, [&](const eval_context& c, const expr& m) {
        if (m.word == t + 1) bonus += amount(c, m.args[1]);  // words::trait: entry t + 1 is trait t
      });
    return value + bonus;
  }

 private:
  const checked::card& card(const engine::state& s, card_id c) const { return *lib_.cards()[s.def(c).behaviour]; }

  std::vector<bound_ability> of_kind(const engine::state& s, card_id self, checked::ability_kind k) const {
    std::vector<bound_ability> out;
    for (const bound_ability& b : active_abilities(context_for(lib_, s, self, nullptr), self))
      if (b.ability->kind == k) out.push_back(b);
    return out;
  }
  std::vector<bound_ability> activated(const engine::state& s, card_id self) const {
    return of_kind(s, self, checked::ability_kind::activated);
  }
  // What an item of the stack runs: an event's `on resolve:` abilities (ability -1), or one
  // activated ability.
  std::vector<bound_ability> effects(const engine::state& s, card_id source, int ability) const {
    if (ability < 0) return of_kind(s, source, checked::ability_kind::resolve);
    auto all = activated(s, source);
    if (static_cast<std::size_t>(ability) >= all.size()) return {};
    return {all[static_cast<std::size_t>(ability)]};
  }

  // The cards whose rules may bear on a question about self and other: every card in play
  // (state::in_play, bonded cards too: 001 Bonding, "their continuous abilities are still
  // active"), and the two cards themselves wherever they are, each once, in card order.
  // `among`: the cards in play to read (all of them, or those with rules when that is enough).
  template <class F>
  static void for_each_holder(const engine::card_set& among, card_id self, card_id other, F&& f) {
    const std::array<card_id, 2> extra{std::min(self, other), self == other ? no_card : std::max(self, other)};
    std::size_t i = 0;  // no_card sorts after every card
    for (card_id c : among) {
      for (; i < extra.size() && extra[i] < c; ++i) f(extra[i]);
      if (i < extra.size() && extra[i] == c) ++i;
      f(c);
    }
    for (; i < extra.size() && extra[i] != no_card; ++i) f(extra[i]);
  }
  // As above, as a list; with `self_first`, self leads (its own replacements apply before others').
  std::vector<card_id> rule_holders(const engine::state& s, card_id self, card_id other, bool self_first = false) const {
    std::vector<card_id> out;
    if (self_first && self != no_card) out.push_back(self);
    for_each_holder(s.in_play, self, other, [&](card_id c) {
      if (!(self_first && c == self)) out.push_back(c);
    });
    return out;
  }
  // A context for a holder's text, knowing which of `holders` give keywords.
  eval_context context_among(const engine::state& s, card_id holder, const checked::keyword_use* use,
                             granters_of& granters) const {
    eval_context c = context_for(lib_, s, holder, use);
    c.grant_holders = &granters.get();
    return c;
  }

  // The cards in play whose rules may answer a question: those with printed rules
  // (state::ruled, has_rules), or all of them when a keyword whose rules answer it may
  // have been gained (an effect gave keywords, or a card in play gives one that answers it).
  const engine::card_set& holders_of(std::uint64_t question, const engine::state& s, granters_of& granters) const {
    const bool gained = ((keyword_answers_ & question) && !s.grants.empty()) ||
                        ((rule_grant_answers_ & question) && !granters.get().empty());
    return gained ? s.in_play : s.ruled;
  }

  // Whether holder's rules may answer a question: its printed rules do, or it may have
  // gained a keyword whose rules do.
  bool may_answer(std::uint64_t question, const engine::state& s, card_id holder, granters_of& granters) const {
    const std::size_t i = s.def(holder).behaviour;
    if (i < card_answers_.size() && (card_answers_[i] & question)) return true;
    if ((rule_grant_answers_ & question) && !granters.get().empty()) return true;
    if (!(keyword_answers_ & question)) return false;
    return std::any_of(s.grants.begin(), s.grants.end(), [&](const engine::keyword_grant& g) { return g.card == holder; });
  }

  // Calls f for each rule in play that answers `question`, with its context and parts.
  template <class F>
  void for_each_rule(std::uint64_t question, const engine::state& s, card_id self, card_id other, F&& f) const {
    granters_of granters(lib_, s);
    for_each_holder(holders_of(question, s, granters), self, other, [&](card_id holder) {
      if (!may_answer(question, s, holder, granters)) return;
      for (const bound_ability& b : active_abilities(context_among(s, holder, nullptr, granters), holder)) {
        if (!(answers(*b.ability) & question) || b.ability->trigger.o != op::select) continue;
        const rule_view r = view(b.ability->trigger);
        if (!r.f.e || !can_evaluate(b.ability->trigger)) continue;
        const eval_context c = context_among(s, holder, b.use, granters);
        if (r.condition && !holds(c, *r.condition)) continue;
        f(c, r, b);
      }
    });
  }

  // Continuous modifiers (`rule: this gets +5 valuation while ...`) that apply to self.
  template <class F>
  void for_each_modifier(const engine::state& s, card_id self, op kind, F&& f) const {
    granters_of granters(lib_, s);
    const std::uint64_t question = kind == op::modify_valuation ? bit_of(rule_number::valuation)
                                                                : bit_of(rule_number::iq) | bit_of(rule_number::eq) |
                                                                      bit_of(rule_number::mq) | bit_of(rule_number::bq);
    for_each_holder(holders_of(question, s, granters), self, no_card, [&](card_id holder) {
      if (!may_answer(question, s, holder, granters)) return;
      for (const bound_ability& b : active_abilities(context_among(s, holder, nullptr, granters), holder)) {
        const expr& m = b.ability->trigger;
        if (b.ability->kind != checked::ability_kind::rule || m.o != kind || !can_evaluate(m)) continue;
        const eval_context c = context_among(s, holder, b.use, granters);
        if (!matches(c, m.args[0], self)) continue;
        if (m.args.size() > 2 && m.args[2].o == op::while_condition && !holds(c, m.args[2].args[0])) continue;
        f(c, m);
      }
    });
  }

  const library& lib_;
  std::array<bool, 256> watched_{};   // by event_kind
  // The timings (bit_of) at which a card's triggers wait, by card definition (def.behaviour);
  // a keyword's: any card may gain it.
  std::vector<std::uint8_t> card_waits_;
  std::uint8_t keyword_waits_ = 0;
  std::vector<std::uint64_t> card_answers_;  // by card definition: the questions its printed rules answer
  std::vector<bool> card_activates_;         // by card definition: it prints an activated ability
  bool keyword_activates_ = false;           // some keyword has an activated ability (a card may gain it)
  std::uint64_t keyword_answers_ = 0;        // the questions some keyword's rules answer
  std::uint64_t rule_grant_answers_ = 0;     // the questions a keyword some rule gives answers
  std::uint64_t every_answer_ = 0;           // the questions any text answers
};

}  // namespace

std::shared_ptr<const engine::card_behaviour> make_text_behaviour(const library& lib) {
  return std::make_shared<text_behaviour>(lib);
}

std::string describe_with_text(const engine::event& e, const engine::state& s, const library& lib) {
  std::string text = engine::describe(e, s);
  const checked::keyword_use* kw = e.amount >= 0 ? granted_keyword(lib, static_cast<std::size_t>(e.amount)) : nullptr;
  if ((e.kind == engine::event_kind::keyword_granted || e.kind == engine::event_kind::keyword_lost) && kw) {
    std::string name = kw->def->name;
    for (const expr& arg : kw->args) (name += ' ') += render(arg);
    const auto at = text.find("a keyword");
    if (at != std::string::npos) text.replace(at, 9, name);
    return text;
  }
  if (e.kind != engine::event_kind::trigger_fired || e.card == no_card || e.amount < 0) return text;
  const checked::card& c = *lib.cards()[s.def(e.card).behaviour];
  const std::vector<bound_ability>& all = abilities_of(c);
  if (static_cast<std::size_t>(e.amount) >= all.size()) return text;
  const bound_ability& b = all[static_cast<std::size_t>(e.amount)];
  std::string keyword;
  if (b.use) {
    keyword = " (" + b.use->def->name;
    for (const expr& arg : b.use->args) (keyword += ' ') += render(arg);  // GCC 12 -O3: no `" " + string` (-Wrestrict)
    keyword += ")";
  }
  return fmt::format("\"{}\"{}: {}.", c.name, keyword, render_ability(*b.ability));
}

namespace {

// The abilities of a card the engine would never consult (text_not_run).
std::vector<bound_ability> abilities_not_run(const checked::card& c) {
  std::vector<bound_ability> out;
  for (const bound_ability& b : abilities_of(c)) {
    const checked::ability& a = *b.ability;
    bool runs = false;
    switch (a.kind) {
      case checked::ability_kind::triggered:
        runs = upkeep_payment(a) || !kinds_for(a.trigger).empty();
        break;
      case checked::ability_kind::rule: {
        const expr& r = a.trigger;
        const bool modifier = r.o == op::modify_valuation || r.o == op::modify_trait || r.o == op::remove_keyword ||
                              (r.o == op::grant_keyword && r.args.size() > 1);
        runs = modifier ? can_evaluate(r.args[0]) && (r.args.size() < 3 || can_evaluate(r.args[2]))
                        : view(r).f.e != nullptr && can_evaluate(r);
        break;
      }
      case checked::ability_kind::replacement:
        runs = event_triggers::replacement_of(a.trigger.text) != nullptr;
        break;
      case checked::ability_kind::activated:
      case checked::ability_kind::resolve: runs = true; break;  // on the stack (001 Advanced Rules)
    }
    if (!runs) out.push_back(b);
  }
  return out;
}

}  // namespace

std::vector<std::string> text_not_run(const checked::card& c) {
  std::vector<std::string> out;
  for (const bound_ability& b : abilities_not_run(c)) {
    std::string text = b.use ? b.use->def->name + ": " : "";
    text += checked::ability_kind_name(b.ability->kind);
    out.push_back(text);
  }
  return out;
}

void check_every_text_runs(const library& lib, diagnostics& diags) {
  for (const auto& c : lib.cards())
    for (const bound_ability& b : abilities_not_run(*c)) {
      std::string keyword = b.use ? " (" + b.use->def->name + ")" : std::string();
      diags.error(b.ability->where, fmt::format("the engine would never run this {} ability of \"{}\"{}: no rule "
                                                "question, event or replacement it answers (docs/reference.md)",
                                                checked::ability_kind_name(b.ability->kind), c->name, keyword));
    }
}

}  // namespace megacorp
