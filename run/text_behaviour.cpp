// The engine's card_behaviour answered from card text: its construction, events offered to
// triggers, replacements, upkeep costs and durations (rules: text_rules.cpp, activated
// abilities and the stack: text_abilities.cpp, coverage: text_coverage.cpp).
#include "run/text_behaviour.hpp"

#include <algorithm>
#include <memory>

#include "engine/ops.hpp"
#include "run/durations.hpp"
#include "run/stacked_triggers.hpp"
#include "run/text_behaviour_parts.hpp"
#include "vocabulary/words.hpp"

namespace megacorp::text_run {

namespace {

// The position of an ability among a card's printed abilities (for describing events).
int index_of(const std::vector<bound_ability>& all, const bound_ability& b) {
  for (std::size_t i = 0; i < all.size(); ++i)
    if (all[i].ability == b.ability && all[i].use == b.use) return static_cast<int>(i);
  return -1;
}

// Whether a trigger's or replacement's selection hears a card under a pile's top as one in
// play (matches' `piles`): by default; under variant bonded-cards-unheard only where it
// names bonded cards (docs/rulings.md, Bonded cards: which triggers act).
bool hears_piles(const engine::state& s) { return !s.rules.bonded_cards_unheard; }

// A rule whose subject is its own card (`rule: this can be played at any time`): it answers
// only about the card that prints it (or gained it, in play).
bool about_itself(const checked::ability& a) {
  const expr& r = a.trigger;
  return a.kind == checked::ability_kind::rule && !r.args.empty() && r.args[0].o == op::this_card;
}

// Whether costs may pay traits from the pool (`pay 1M + 2IQ`): a price naming a trait, or a
// keyword's argument, which could (`do price`).
bool pays_traits(const expr& e) {
  if (e.o == op::parameter || e.o == op::do_parameter) return true;
  if (e.o == op::cost_arg)
    for (const expr& t : e.args)
      if (words::trait_index(words::as<words::trait>(t.word)) >= 0) return true;
  return std::any_of(e.args.begin(), e.args.end(), pays_traits);
}

bool ability_pays_traits(const checked::ability& a) {
  const bool paid = a.kind == checked::ability_kind::activated || a.kind == checked::ability_kind::additional_cost;
  return paid && pays_traits(a.cost);
}

}  // namespace

text_behaviour::text_behaviour(const library& lib, const switched_off& off) : lib_(lib), off_(off) {
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
  note_keywords();
  abilities_pay_traits_ = false;  // engine::card_behaviour::additional_trait_costs, most_ability_trait_costs
  std::uint64_t lowered = 0;  // the numbers some text may lower (card_behaviour::may_lower)
  for (const auto& k : lib_.granted_rules())
    for (const checked::ability& a : k->abilities) lowered |= lowers(a, off_);
  for (const auto& k : lib_.keywords())
    for (const checked::ability& a : k->abilities) {
      lowered |= lowers(a, off_);
      note_grant(a);
      keyword_waits_ |= note(a);
      if (!about_itself(a)) about_others_ |= answers(a, off_);
      keyword_activates_ = keyword_activates_ || a.kind == checked::ability_kind::activated;
      keyword_pays_traits_ = keyword_pays_traits_ || ability_pays_traits(a);
      readings_.emplace(&a.trigger, read_once(a));
    }
  for (const auto& c : lib_.cards()) {
    std::uint8_t waits = 0;
    int activated = 0;
    bool pays_traits = false;
    std::uint64_t card_answers = 0, grant_answers = 0;
    for (const bound_ability& b : abilities_of(*c)) {
      lowered |= lowers(*b.ability, off_);
      grant_answers |= note_grant(*b.ability);
      waits |= note(*b.ability);
      card_answers |= answers(*b.ability, off_);
      if (!about_itself(*b.ability)) about_others_ |= answers(*b.ability, off_);
      activated += b.ability->kind == checked::ability_kind::activated ? 1 : 0;
      pays_traits = pays_traits || ability_pays_traits(*b.ability);
      readings_.emplace(&b.ability->trigger, read_once(*b.ability));
    }
    card_pays_traits_.push_back(pays_traits);
    abilities_pay_traits_ = abilities_pay_traits_ || pays_traits;
    note_passed(*c);
    card_waits_.push_back(waits);
    card_activated_.push_back(activated);
    card_answers_.push_back(card_answers);
    card_grant_answers_.push_back(grant_answers);
    every_answer_ |= card_answers;
    if (!c->is(checked::event)) non_event_answers_ |= card_answers;
  }
  abilities_pay_traits_ = abilities_pay_traits_ || keyword_pays_traits_;
  every_answer_ |= keyword_answers_;
  numbers_changed_ = every_answer_ >> number_bits;  // bit_of(rule_number n) is bit number_bits + n
  numbers_lowered_ = lowered >> number_bits;
}

// What the keywords a card may have answer (keyword_answers_) and their kinds of ability
// (keyword_kinds_): those of the library, and the rules effects give (`target character
// cannot attack until end of turn`), which a card gains as it gains a keyword.
void text_behaviour::note_keywords() {
  auto note = [&](const checked::ability& a) {
    keyword_answers_ |= answers(a, off_);
    keyword_kinds_ |= kind_bit(a.kind);
  };
  for (const auto& k : lib_.keywords())
    for (const checked::ability& a : k->abilities) note(a);
  for (const auto& k : lib_.granted_rules())
    for (const checked::ability& a : k->abilities) note(a);
  // What a keyword's rules give, read also on the cards that only gained it (run/keywords_in_play.cpp).
  for (const auto& k : lib_.keywords())
    if (k->gives_keywords)
      for (const checked::ability& a : k->abilities) keyword_grant_answers_ |= note_grant(a);
}

// The questions the keywords that a rule gives (`rule: ... gains KEYWORD`) answer, found as
// add_rule_grants finds the keyword, noted in rule_grant_answers_, gain_answers_ and
// gain_kinds_. `gains the keywords of SEL` gives whichever keywords the card read has, any
// keyword_answers_ counts (after note_keywords); a keyword not found counts as answering all.
std::uint64_t text_behaviour::note_grant(const checked::ability& a) {
  const expr& r = a.trigger;
  auto gives = [&](std::uint64_t given, std::uint8_t kinds) {
    rule_grant_answers_ |= given;
    gain_answers_ |= given;
    gain_kinds_ |= kinds;
    return given;
  };
  if (a.kind == checked::ability_kind::rule && r.o == op::grant_keywords_of) return gives(keyword_answers_, keyword_kinds_);
  if (a.kind != checked::ability_kind::rule || r.o != op::grant_keyword || r.args.size() < 2) return 0;
  const checked::keyword* k = nullptr;
  if (const checked::keyword_use* u = lib_.granted_use(r.args[1].granted_use)) k = u->def;
  else if (const auto* id = std::get_if<checked::keyword_id>(&r.args[1].ref);  // bare, or its arguments filled in per use
           id && static_cast<std::size_t>(*id) < lib_.keywords().size())
    k = lib_.keywords()[static_cast<std::size_t>(*id)].get();
  if (!k) return gives(~std::uint64_t{0}, 0xFF);
  if (!lib_.granted_use(r.args[1].granted_use) && !r.args[1].args.empty()) {  // arguments filled in per use
    gain_answers_ = ~std::uint64_t{0};
    gain_kinds_ = 0xFF;
  }
  std::uint64_t given = 0;
  std::uint8_t kinds = 0;
  for (const checked::ability& g : k->abilities) {
    given |= answers(g, off_);
    kinds |= kind_bit(g.kind);
  }
  return gives(given, kinds);
}

// What the keywords a card passes to the top of its pile (checked::card::passes_keywords)
// answer and their kinds of ability: asked while a card in state::passing may pass them.
void text_behaviour::note_passed(const checked::card& c) {
  if (!c.passes_keywords) return;
  for (const checked::keyword_use& u : c.keywords) {
    if (!u.def || u.def->bonds_under_deployed) continue;  // BOND's answers too, whatever the variant
    for (const checked::ability& g : u.def->abilities) {
      pass_answers_ |= answers(g, off_);
      pass_kinds_ |= kind_bit(g.kind);
    }
  }
}

// Events as triggers ----------------------------------------------------------------

namespace {
// Whose step `your STEP` is for a card: its controller's; under variant cashflow-by-network
// (002 A - Accounting Phase: "Receive cashflow from cards in your network.") the cashflow
// step is its network's player's (engine/flow.cpp offers it to the cards in that network).
engine::player_id step_player(const engine::state& s, card_id holder, const event_triggers::step_trigger& t) {
  const engine::card_instance& ci = s.card(holder);
  const bool by_network = s.rules.cashflow_by_network && t.step == engine::turn_step::cashflow_step;
  return by_network && ci.zone == engine::zone::network ? ci.zone_player : ci.controller;
}
}  // namespace

// The place of ability b among the abilities of `kind` that `holder` has now, printed or
// gained (as an activated ability's number counts its activations).
int text_behaviour::number_among(const engine::state& s, card_id holder, const bound_ability& b,
                                 checked::ability_kind kind) const {
  int n = 0;
  for (const bound_ability& x : abilities_for(s, holder, kind_bit(kind), 0)) {
    if (x.ability == b.ability && x.use == b.use) return n;
    n += x.ability->kind == kind ? 1 : 0;
  }
  return n;
}

// The number of triggered ability b in state::fired_once: its place among the card's triggers.
int text_behaviour::trigger_number(const engine::state& s, card_id holder, const bound_ability& b) const {
  return number_among(s, holder, b, checked::ability_kind::triggered);
}

// `for the first time each turn` (checker: check_trigger_once): whether ability b of `holder`
// triggered already this turn (state::fired_once; docs/rulings.md, The first time each turn).
bool text_behaviour::fired_already(const engine::state& s, const bound_ability& b, card_id holder) const {
  if (b.ability->trigger.value != 1 || s.fired_once.empty()) return false;
  const int i = trigger_number(s, holder, b);
  return std::any_of(s.fired_once.begin(), s.fired_once.end(),
                     [&](const engine::trigger_fired& f) { return f.holder == holder && f.ability == i; });
}

// What `e` is to ability b of `holder`, offered `when`: none when b does not wait for it
// then. A card out of play acts only on text about itself (`when this is sold`).
std::optional<event_triggers::happening> text_behaviour::event_fits(const bound_ability& b, const engine::event& e,
                                                                    const engine::state& s, card_id holder,
                                                                    trigger_timing when) const {
  const checked::ability& a = *b.ability;
  if (!waits_for_event(a) || timing_of(a.trigger) != when) return std::nullopt;
  if (off_.any_trigger() && off_.trigger_is_off(entry_of(a.trigger))) [[unlikely]]
    return std::nullopt;
  if (fired_already(s, b, holder)) return std::nullopt;
  const expr& t = a.trigger;
  const bool in_play = s.card(holder).zone == engine::zone::network;
  if (t.args.empty()) {
    const auto step = event_triggers::step_of(entry_of(t));
    if (!in_play || !step || !event_triggers::fits(*step, e, step_player(s, holder, *step))) return std::nullopt;
    return event_triggers::happening{.subject = holder, .player = e.player};
  }
  // 001 Bonding: a card under a pile "bestow[s] [its] ability written in the card text": its
  // triggers about the card it is bonded to act (`when the card this is bonded to is dealt
  // damage:`); its other triggers wait for it to be in play (docs/rulings.md, Bonded cards).
  const bool about_host = s.card(holder).zone == engine::zone::bonded && t.args[0].o == op::player_ref &&
                          !off_.word_is_off<words::pronoun>(t.args[0].word) &&
                          words::as<words::pronoun>(t.args[0].word) == words::pronoun::host;
  if (!in_play && !about_host && t.args[0].o != op::this_card) return std::nullopt;
  auto h = event_triggers::happened(entry_of(t), e, s);
  if (!h) return std::nullopt;
  // whose zone: the text's player's (its controller, or happening::text_of for its own trigger)
  const engine::player_id text_player = h->text_of != engine::no_player && h->subject == holder ? h->text_of : s.card(holder).controller;
  if (event_triggers::your_zone(entry_of(t)) && h->player != text_player) return std::nullopt;
  if (event_triggers::opponents_zone(entry_of(t)) && h->player == s.card(holder).controller) return std::nullopt;
  eval_context c = context(s, holder, b.use);
  // A player's trigger (`when an opponent draws a card`): the player it happened to is one
  // the subject names (`an opponent`: any other player).
  if (event_triggers::about_a_player(entry_of(t))) {
    // `when an opponent gains control of this`: the card heard is the card itself, and its
    // text is read as the player who controlled it before (docs/rulings.md, Control changes).
    if (t.args.size() > 1 && h->subject != holder) return std::nullopt;
    if (h->text_of != engine::no_player && h->subject == holder) c.you = h->text_of;
    return player_fits(c, t.args[0], h->player) ? h : std::nullopt;
  }
  c.it = h->other;
  if (e.kind == engine::event_kind::card_moved && e.card == h->subject) c.left = {e.card, e.from, e.from_player};
  // A card deployed from a hand left its player's hand: the one who deploys it (blind design
  // batch 58: `when a card in your hand is deployed` checked and never fired).
  if (e.kind == engine::event_kind::card_deployed && e.card == h->subject)
    c.left = {e.card, e.from, e.from_player != engine::no_player ? e.from_player : e.player};
  // 001 Bonding: a card under a pile's top is in play, "they become a pile": `a card you
  // control` hears it as it hears the top (docs/rulings.md, Bonded cards: which triggers act).
  const bool piles = hears_piles(s);
  if (!matches(c, t.args[0], h->subject, piles)) return std::nullopt;
  c.left = {};
  if (t.args.size() > 1 && t.args[1].o == op::number) {
    // A number in the phrase is reached (`has 3 development counters`): the amount went from
    // below it to at least it with this event (h->amount after, e.amount the change).
    const std::int64_t n = t.args[1].value;
    return h->amount >= n && h->amount - e.amount < n ? h : std::nullopt;
  }
  if (t.args.size() > 1 && (h->other == no_card || !matches(c, t.args[1], h->other, piles))) return std::nullopt;
  return h;
}

namespace {
// `it` in a triggered effect (docs/vocabulary.md 3.1): the subject when the trigger names
// another card than `this` and no object (`when a character you control is dealt damage:
// redeploy it`), else the card on the other side (the attacker, the card that dealt the
// damage, the object of `deals damage to SELECTION`). It is never `this` where the trigger
// names another card: after an object `this` (`when a character is destroyed in combat by
// this`), the subject (blind design batch 47, d16: `the keywords of it` read this card).
card_id it_of(const expr& trigger, const event_triggers::happening& h) {
  if (trigger.args.empty()) return h.other;  // a step: no card
  const bool object = trigger.args.size() > 1 && trigger.args[1].o != op::number;
  if (object && trigger.args[1].o == op::this_card && trigger.args[0].o != op::this_card) return h.subject;
  return trigger.args[0].o != op::this_card && !object ? h.subject : h.other;
}
}  // namespace

bool text_behaviour::may_wait(const engine::state& s, card_id holder, trigger_timing when) const {
  if (keyword_waits_ & bit_of(when)) return true;
  const std::size_t i = s.def(holder).behaviour;
  return i < card_waits_.size() && (card_waits_[i] & bit_of(when));
}

// A condition read before its text is put in trigger order: one naming no target and no
// `did` (those are read as the text resolves, with its targets and its `may`).
static bool read_before_resolving(const expr& e) {
  if ((e.o == op::select && e.target) || e.o == op::did) return false;
  return std::all_of(e.args.begin(), e.args.end(), [](const expr& a) { return read_before_resolving(a); });
}

// A step's text offered at once whose whole effect is `if CONDITION { ... }`, the condition
// false as the step begins, would do nothing: it is not offered, so not ordered with the
// others (CASHFLOW's `if this is disengaged` on an engaged card; docs/rulings.md, Engaged
// cards and the cashflow step).
bool text_behaviour::idle_step_text(const bound_ability& b, const engine::event& e, const engine::state& s,
                                    card_id holder, trigger_timing when) const {
  const expr& effect = b.ability->effect;
  const expr& lone = effect.o == op::sequence && effect.args.size() == 1 ? effect.args[0] : effect;
  if (when != trigger_timing::at_once || !b.ability->trigger.args.empty() || lone.o != op::if_then ||
      lone.args.size() != 2 || !read_before_resolving(lone.args[0]))
    return false;
  eval_context c = context(s, holder, b.use);
  c.that_player = e.player;  // `that player`: whose step it is, as on_event reads it
  return !holds(c, lone.args[0]);
}

bool text_behaviour::has_event_trigger(const engine::event& e, const engine::state& s, card_id holder,
                                       trigger_timing when) const {
  if (!may_wait(s, holder, when)) return false;
  for (const bound_ability& b : abilities_for(s, holder, kind_bit(checked::ability_kind::triggered), 0))
    if (event_fits(b, e, s, holder, when) && !idle_step_text(b, e, s, holder, when)) return true;
  return false;
}

void text_behaviour::on_event(const engine::event& e, const engine::state& seen, card_id holder, engine::ops& o,
                              trigger_timing when) const {
  if (!may_wait(seen, holder, when)) return;
  for (const bound_ability& b : abilities_for(seen, holder, kind_bit(checked::ability_kind::triggered), 0)) {
    const auto h = event_fits(b, e, seen, holder, when);
    if (!h || fired_already(o.st(), b, holder)) continue;  // counted by an event heard before this one
    if (b.ability->trigger.value == 1)
      o.count_trigger(holder, trigger_number(o.st(), holder, b), engine::rule::first_time_each_turn);
    if (engine::path_watch* w = engine::watching_paths) [[unlikely]]
      w->answered(e.at, engine::answer_by::trigger, event_triggers::watch_code(entry_of(b.ability->trigger)));
    eval_context c = context(o.st(), holder, b.use);
    // Its card left play: done by the player who controlled it last, not its owner it went
    // back to (docs/reference.md 6: the card's controller; docs/rulings.md, A card that left play;
    // under left-card-read-now, its controller now, as `its controller`).
    if (!o.st().rules.left_card_read_now) c.you = o.last_known_controller(holder);
    // Its own trigger read as another player's text (docs/rulings.md, Bought from a network).
    if (h->text_of != engine::no_player && h->subject == holder) c.you = h->text_of;
    c.it = it_of(b.ability->trigger, *h);
    c.its = its_of_trigger(b.ability->trigger, holder);
    c.other = h->other;
    c.seller = h->seller;
    c.fight = o.combat_of(e);
    c.dealt = h->amount;
    c.heard_money = event_triggers::about_money(entry_of(b.ability->trigger)) ? h->amount : 0;
    c.heard_draw = event_triggers::about_draws(entry_of(b.ability->trigger)) ? h->amount : 0;
    c.that_player = h->player;
    // Its card left play (`when this is destroyed: ... adjacent to this`): the place it was in
    // (docs/rulings.md, A cost that takes its card out of play).
    if (!engine::in_play(o.st().card(holder).zone)) c.self_was = o.last_known_place(holder);
    if (when == trigger_timing::after_action && o.st().rules.triggers_use_the_stack)
      put_trigger_on_stack(c, b, holder, index_of(abilities_of(card(seen, holder)), b), seen.card(holder).def, o);
    else if (!trigger_named_gone(b.ability->effect, c.it, when == trigger_timing::after_action && c.it != no_card && o.moved_since_event(c.it), holder, o))
      run_triggered(c, b, holder, o);
    if (o.st().over()) return;
  }
}

// Runs a triggered ability: its targets are chosen as it triggers (001 Glossary TARGET).
void text_behaviour::run_triggered(eval_context& c, const bound_ability& b, card_id self, engine::ops& o) const {
  const auto sels = target_selections(b.ability->effect);
  std::vector<engine::counted_target> counted;  // what c.counted names while it runs
  trigger_acts(c, b.ability->effect, sels, self, index_of(abilities_of(card(o.st(), self)), b), o, counted);
  run(c, b.ability->effect, o);
}

// Replacements, upkeep costs, durations ---------------------------------------------

// 001 Glossary ASSASSIN, INDESTRUCTIBLE: `instead of X being destroyed [by Y] [in combat]`.
// The destroyed card's own replacements come first, then other cards' in card order
// (for_each_holder); one replacement applies (docs/rulings.md). Found first, then run: the
// search only reads the game.
card_id text_behaviour::find_replacement(const engine::state& s, const engine::destruction& d, bound_ability& chosen) const {
  int skip = d.skip;  // replacements already applied to this event are passed over
  card_id by = no_card;
  auto look = [&](card_id holder) {
    if (by != no_card) return;
    for (const bound_ability& b : abilities_for(s, holder, kind_bit(checked::ability_kind::replacement), 0))
      if (replaces(s, d, holder, b) && !applied(d, holder, index_of(abilities_of(card(s, holder)), b)) &&
          !used_this_turn(s, holder, b) && skip-- <= 0) {
        by = holder, chosen = b;
        return;
      }
  };
  if (d.card != no_card) look(d.card);
  for_each_holder(s.in_play, d.card, d.by, [&](card_id c) {
    if (c != d.card) look(c);
  });
  return by;
}

namespace {
// `if you did { ... }` (`if you do`): a branch for the `may` taken up alone.
bool only_if_taken(const expr& e) {
  return e.o == op::if_then && e.args.size() == 2 && e.args[0].o == op::did &&
         checked::payload<checked::outcome>(e.args[0]) == checked::outcome::did;
}

// A replacement's text that does nothing once its `may` is declined: the `may` alone, or
// followed only by what happens if it was taken up (`you may pay 2M; if you did { remove
// all damage from it }`; blind design batch 28, d07). Declined, it did not apply. Text that
// says what follows a refusal (REGENERATE's `if you did not { destroy this }`) does.
bool declinable(const expr& text) {
  if (text.o == op::may) return true;
  if (text.o != op::sequence || text.args.empty() || text.args[0].o != op::may) return false;
  return std::all_of(text.args.begin() + 1, text.args.end(), only_if_taken);
}
}  // namespace

bool text_behaviour::would_replace_destruction(const engine::destruction& d, const engine::state& s) const {
  bound_ability chosen{};
  const expr* text = nullptr;
  const checked::keyword_use* use = nullptr;
  return find_replacement(s, d, chosen) != no_card || (!s.shields.empty() && fitting_shield(s, d, &text, &use) >= 0);
}

// A replacement `for the first time each turn` in state::fired_once: below 0, -1 - its place
// among the replacements the card has now, printed or gained (triggers are numbered from 0:
// trigger_number), so a gained keyword's is told apart from the card's own.
int text_behaviour::once_replacement_number(const engine::state& s, card_id holder, const bound_ability& b) const {
  return -1 - number_among(s, holder, b, checked::ability_kind::replacement);
}

bool text_behaviour::replace_destruction(const engine::destruction& d, engine::ops& o) const {
  const engine::state& s = o.st();
  bound_ability chosen{};
  const card_id by = find_replacement(s, d, chosen);
  if (by == no_card) return !s.shields.empty() && apply_shield(d, o);
  eval_context c = context(s, by, chosen.use);
  c.it = d.card;
  const int ability = index_of(abilities_of(card(s, by)), chosen);
  if (d.what == engine::replaceable::dealt_damage) {
    // `that damage`, `the damage dealt`: the damage replaced (docs/rulings.md, Damage
    // prevented or redirected); the replacement applies to it once.
    c.replaced = {o.replacement_depth(), ability};
    c.dealt = d.amount;
    o.replacement_applies(by, ability);
  }
  // The log names the card it acts for and the keyword whose text it is (blind rules batch 78:
  // "acts (card ability, card text)" did not say that a destruction was replaced, nor by what).
  o.record(engine::path::replacement_fired,
           {.kind = engine::event_kind::trigger_fired, .player = s.card(by).controller, .card = by, .card2 = d.card,
            .amount = ability, .why = engine::rule::replacement,
            .by = chosen.use ? engine::keyword_rule{by, chosen.use->def->name} : engine::keyword_rule{}});
  // A replacement that is one `may`, declined, did not apply: the event goes on, offered to
  // the replacements after it (blind design batch 26: `instead of ... being dealt damage: you
  // may pay 1M, prevent 2 of that damage` prevented all of it when the payment was declined).
  const expr& text = chosen.ability->effect;
  const bool one_may = declinable(text);
  // Once a turn: counted as it applies (a `may` declined did not apply).
  const bool once = chosen.ability->trigger.value == 1;
  const int once_n = once ? once_replacement_number(s, by, chosen) : 0;  // numbered before the text runs
  if (once && !one_may) o.count_trigger(by, once_n, engine::rule::first_time_each_turn);
  bool did = true;
  if (one_may) c.did = &did;
  run(c, text, o);
  if (once && one_may && did && !o.asked()) o.count_trigger(by, once_n, engine::rule::first_time_each_turn);
  if (!one_may || did || o.asked() || s.over()) return true;
  engine::destruction next = d;
  ++next.skip;
  return replace_destruction(next, o);
}

// After the card's and other cards' replacements, the shields on the card in the order made
// (under variant newest-shield-first, the last made first): the first that fits applies and is used up before its text runs (its text may cause the event
// again: the shield is gone). `prevent the next N damage`: as much of the damage as it has left
// (docs/rulings.md, The next time).
int text_behaviour::fitting_shield(const engine::state& s, const engine::destruction& d, const expr** text,
                                   const checked::keyword_use** use) const {
  const bool newest_first = s.rules.newest_shield_first;  // variant newest-shield-first
  for (std::size_t i = 0; i < s.shields.size(); ++i) {
    const std::size_t k = newest_first ? s.shields.size() - 1 - i : i;
    const engine::shield& x = s.shields[k];
    *use = nullptr;
    *text = x.card == d.card ? text_at(lib_, s, x.made, use) : nullptr;
    if (*text && shield_fits(s, d, x, **text, *use)) return static_cast<int>(k);
  }
  return -1;
}

bool text_behaviour::apply_shield(const engine::destruction& d, engine::ops& o) const {
  const engine::state& s = o.st();
  const expr* e = nullptr;
  const checked::keyword_use* use = nullptr;
  const int found = fitting_shield(s, d, &e, &use);
  if (found < 0) return false;
  const auto k = static_cast<std::size_t>(found);
  const engine::shield x = s.shields[k];
  if (x.left > 0) {
    o.use_shield(k, o.prevent_damage(o.replacement_depth(), x.left));
    return true;
  }
  eval_context c = context(s, x.made.source, use);
  c.you = x.made.player;
  c.it = d.card;
  if (d.what == engine::replaceable::dealt_damage) {
    c.replaced = {o.replacement_depth(), -1};
    c.dealt = d.amount;
  }
  o.use_shield(k, 0);
  run(c, e->args[3], o);
  return true;
}

namespace {
// Whether the replacement phrase p names the kind of event d and the way it comes about: in
// combat, during combat, by card text (`destroyed by an effect`, 001 Advanced Rules), by
// damage (`destroyed by damage`, 001 Traits).
bool fits_how(const event_triggers::replacement_phrase* p, const engine::destruction& d) {
  return p && p->what == d.what && (!p->in_combat || d.in_combat) && (!p->during_combat || d.during_combat) &&
         (!p->by_effect || d.how == engine::destroyed_how::by_effect) && (!p->by_damage || engine::destroyed_by_damage(d.why));
}
}  // namespace

// Whether shield x, whose text is `text` (an op::next_time), waits for event d (its card aside).
bool text_behaviour::shield_fits(const engine::state& s, const engine::destruction& d, const engine::shield& x, const expr& text,
                                 const checked::keyword_use* use) const {
  if (text.o != op::next_time || text.args.size() < 4) return false;
  const expr& event = text.args[1];
  const event_triggers::replacement_phrase* p = event_triggers::replacement_at(event.ref);
  if (!fits_how(p, d)) return false;
  if (!p->by) return true;
  eval_context c = context(s, x.made.source, use);
  c.you = x.made.player;
  c.it = d.card;
  return event.args.size() >= 2 && matches(c, event.args[1], d.by);
}

// `instead of this being dealt damage for the first time each turn` (docs/rulings.md, The
// first time each turn): whether ability b of `holder` applied already this turn.
bool text_behaviour::used_this_turn(const engine::state& s, card_id holder, const bound_ability& b) const {
  if (b.ability->trigger.value != 1 || s.fired_once.empty()) return false;
  const int n = once_replacement_number(s, holder, b);
  return std::any_of(s.fired_once.begin(), s.fired_once.end(),
                     [&](const engine::trigger_fired& f) { return f.holder == holder && f.ability == n; });
}

// Whether the replacement (holder, ability) applied to d already (engine::destruction::applied).
bool text_behaviour::applied(const engine::destruction& d, card_id holder, int ability) {
  return std::any_of(d.applied.begin(), d.applied.end(),
                     [&](const engine::applied_replacement& a) { return a.holder == holder && a.ability == ability; });
}

// Whether ability b of `holder` would replace destruction d (skips aside).
bool text_behaviour::replaces(const engine::state& s, const engine::destruction& d, card_id holder,
                              const bound_ability& b) const {
  const checked::ability& a = *b.ability;
  const expr& t = a.trigger;
  if (a.kind != checked::ability_kind::replacement || t.args.empty()) return false;
  const event_triggers::replacement_phrase* p = event_triggers::replacement_at(t.ref);
  if (!fits_how(p, d) || p == off_.replacement) return false;
  eval_context c = context(s, holder, b.use);
  c.it = d.card;
  // 001 Bonding: a card under a pile's top is in play, "they become a pile": `a card you
  // control` fits it as a trigger's subject does (docs/rulings.md, Bonded cards: which
  // triggers act), so the cards that follow their top to an open market are offered to it.
  const bool piles = hears_piles(s);
  if (!matches(c, t.args[0], d.card, piles)) return false;
  return !p->by || (t.args.size() >= 2 && matches(c, t.args[1], d.by, piles));
}

std::optional<engine::cost> text_behaviour::cost_to_keep(const engine::state& s, card_id self) const {
  for (const bound_ability& b : abilities_for(s, self, kind_bit(checked::ability_kind::triggered), 0)) {
    const expr* pay = upkeep_payment(*b.ability);
    if (!pay) continue;
    const eval_context c = context(s, self, b.use);
    const expr* price = pay->o == op::parameter ? parameter(c, *pay) : pay;
    engine::cost out;
    if (price && price->o == op::cost_arg) {
      out.money = static_cast<int>(price->value);
      for (const expr& t : price->args)
        if (const int i = words::trait_index(words::as<words::trait>(t.word)); i >= 0) out.traits[i] = static_cast<int>(t.value);
    } else {
      out.money = amount(c, *pay);
    }
    return out;
  }
  return std::nullopt;
}

engine::keyword_rule text_behaviour::keyword_to_keep(const engine::state& s, card_id self) const {
  for (const bound_ability& b : abilities_for(s, self, kind_bit(checked::ability_kind::triggered), 0))
    if (upkeep_payment(*b.ability) && b.use) return {self, b.use->def->name};
  return {};
}

bool text_behaviour::still_holds(const engine::state& s, card_id, const engine::duration& d) const {
  return megacorp::still_holds(lib_, s, d, off_);
}

// A delayed effect at its moment (docs/rulings.md, Delayed effects): its text read from the
// definition that made it, `you` who made it, `it` / `them` the cards named then and `this`
// its card, each while still where it was then; when it named cards (`this` included) and
// none is, it does nothing, logged.
void text_behaviour::run_delayed(const engine::delayed_effect& d, engine::ops& o) const {
  const checked::keyword_use* use = nullptr;
  const expr* effect = text_at(lib_, o.st(), d.at, &use);
  if (!effect) return;  // cannot happen: the numbers were taken from this text
  std::vector<card_id> named;
  for (card_id x : d.named)
    if (x != no_card) named.push_back(x);
  const bool names_this = reads_this(*effect);
  const bool self_gone = names_this && d.self == no_card;
  if ((!d.named.empty() || names_this) && named.empty() && (!names_this || self_gone)) {
    o.record(engine::path::delayed_effect_named_gone, {.kind = engine::event_kind::nothing_happened, .player = d.at.player,
                                                       .card2 = d.at.source, .why = engine::rule::delayed_named_gone});
    return;
  }
  eval_context c = context(o.st(), d.at.source, use);
  c.you = d.at.player;
  c.self_gone = self_gone;
  if (!named.empty()) c.it = named.front();
  c.found = &named;  // `them`
  run(c, *effect, o);
}

}  // namespace megacorp::text_run

namespace megacorp {

std::shared_ptr<const engine::card_behaviour> make_text_behaviour(const library& lib, const switched_off& off) {
  return std::make_shared<text_run::text_behaviour>(lib, off);
}

}  // namespace megacorp
