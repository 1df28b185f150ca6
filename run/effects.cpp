// Statements: the one table of runners, one per statement op, and the statements that run others.
#include "run/statement_runners.hpp"

#include <array>
#include <optional>

#include <fmt/format.h>

#include "engine/decision.hpp"
#include "ir/render.hpp"
#include "run/durations.hpp"
#include "run/work_budget.hpp"

namespace megacorp {

using namespace run_parts;
namespace {

// A choice after a choice: `them` after both names the cards of both, in the order chosen
// (`choose a location you control, target opponent chooses a location they control`).
void run_joined(eval_context& c, const expr& e, engine::ops& o) {
  std::vector<card_id> chosen = *c.found;
  run(c, e, o);
  chosen.insert(chosen.end(), c.found->begin(), c.found->end());
  *c.found = std::move(chosen);
}

// `target character gets +1 BQ and gains KEYWORD until end of turn`: the subject's cards
// picked once (a target as chosen, a choice asked once), then each change made to them in
// order; a change of one (a `while` condition failing) does not change which cards the next one
// changes (docs/language.md, Effects).
void run_joined_changes(eval_context& c, const expr& e, engine::ops& o) {
  const std::vector<card_id> cards = pick_cards(c, e.args[0], o);
  if (o.asked()) return;
  eval_context same = c;
  same.joined = &cards;
  for (std::size_t i = 1; i < e.args.size() && !o.st().over() && !o.asked(); ++i) run(same, e.args[i], o);
}

engine::ops::tally since(engine::ops::tally mark, const engine::ops& o) {
  const engine::ops::tally now = o.done();
  return {now.cards - mark.cards, now.money - mark.money, now.counters - mark.counters};
}

void run_sequence(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  bool did = false;
  std::vector<std::pair<player_id, bool>> answers;
  std::vector<card_id> found;
  std::vector<player_id> named_players;
  std::vector<looked_card> looked;
  statement_tally tally;
  if (!c.did) c.did = &did;  // the outermost sequence holds `did` for the mays in it
  if (!c.answers) c.answers = &answers;  // and each player's answer to the last of them
  if (!c.found) c.found = &found;  // and what its searches find
  if (!c.looked) c.looked = &looked;  // and what its `look at` named
  if (!c.named_players) c.named_players = &named_players;  // and the players its subjects named
  tally.total.money = c.heard_money;  // a money trigger's event: `that much` before any statement
  if (!c.tally) c.tally = &tally;  // and what its statement just before did
  if (c.destroyed_from == std::numeric_limits<std::size_t>::max()) c.destroyed_from = s.destroyed.size();  // `destroyed this way`
  bool chose = false;
  for (const expr& a : e.args) {
    if (s.over() || o.asked()) return;  // a question held stops the text (engine::ops::hold_questions)
    const bool choice = checked::is_choice(a);
    const engine::ops::tally mark = o.done();
    if (choice && chose) run_joined(c, a, o);
    else run(c, a, o);
    chose = choice;
    // `that many` after it: what it did in all, each player's own if it kept them (each_count)
    c.tally->total = since(mark, o);
    if (c.tally->by != &a) c.tally->players = 0;
  }
}

// The counts of a statement run once for each of several players or cards (docs/rulings.md,
// That many): each run reads what the statement before did, not what the run before it did;
// of players, each one's own count is kept for the statement after it.
class each_count {
 public:
  explicit each_count(const eval_context& c) : t_(c.tally), before_(t_ ? *t_ : statement_tally{}) {}
  void start(const engine::ops& o) {
    if (t_) *t_ = before_;
    mark_ = o.done();
  }
  void done(player_id p, const engine::ops& o) {
    own_[static_cast<std::size_t>(p)] = since(mark_, o);
    players_ = static_cast<std::uint8_t>(players_ | 1U << p);
  }
  void keep(const expr& e) {  // the players' own counts, for the statement after e
    if (!t_) return;
    t_->each = own_;
    t_->players = players_;
    t_->by = &e;
  }

 private:
  statement_tally* t_;
  statement_tally before_;
  std::array<engine::ops::tally, engine::max_players> own_{};
  std::uint8_t players_ = 0;
  engine::ops::tally mark_;
};

// The last target card a condition, an amount or a branch names (`if the BQ of target character
// >= 4`), or none.
const expr* condition_target(const eval_context& c, const expr& e) {
  if (e.o == op::select && e.target) return is_player_noun(c, e) ? nullptr : &e;
  if (e.o == op::choose_mode) return nullptr;  // a branch's mode: its targets are chosen with it (check_if)
  const expr* last = nullptr;
  for (const expr& a : e.args)
    if (const expr* t = condition_target(c, a)) last = t;
  return last;
}

// A target card named in the condition is `it` in the condition after it, in the branches and
// after them (the checker's check_if), as a target a statement acted on is (pick_cards).
// Marked so by the checker, the first branch's target card is `it` in the second.
void run_if_once(eval_context& c, const expr& e, engine::ops& o) {
  std::vector<card_id> named;
  const bool else_names = (e.value & checked::else_names_first_target) && e.args.size() > 2;
  if (!c.found && (condition_target(c, e.args[0]) || else_names)) c.found = &named;
  name_target_in(c, e.args[0]);
  if (!holds(c, e.args[0])) {
    if (else_names) name_target_in(c, e.args[1]);
    if (e.args.size() > 2) run(c, e.args[2], o);
    return;
  }
  // `if an opponent has more money than you { take 2M from that player }`: `that player`
  // (`they`) in the block is the first in seat order who fits (docs/rulings.md, They after
  // a target player; check/they_bound.cpp).
  std::vector<player_id> fitting = players_fitting(c, e.args[0]);
  if (fitting.empty()) return run(c, e.args[1], o);
  fitting.resize(1);
  std::vector<player_id>* before = c.named_players;
  c.named_players = &fitting;
  run(c, e.args[1], o);
  c.named_players = before;
}

// `each opponent may pay 2M; if they did not { they discard a card }`: once for each player
// the `may` asked, in the order asked, with that player's answer as `did` and that player as
// `they` (checked::each_players_answer); else once.
void run_if_then(eval_context& c, const expr& e, engine::ops& o) {
  if (!(e.value & checked::each_players_answer) || !c.answers || !c.did) return run_if_once(c, e, o);
  const std::vector<std::pair<player_id, bool>> answers = *c.answers;  // a `may` in a branch may ask again
  std::vector<player_id>* before = c.named_players;
  for (const auto& [p, yes] : answers) {
    if (o.st().over() || o.asked()) break;
    std::vector<player_id> one{p};
    c.named_players = &one;
    *c.did = yes;
    run_if_once(c, e, o);
  }
  c.named_players = before;
}

}  // namespace

void run_parts::name_target_in(eval_context& c, const expr& e) {
  const expr* t = condition_target(c, e);
  if (!t || !c.found) return;
  c.found->clear();
  if (const card_id x = target_of(c, *t).card; x != no_card) c.found->push_back(x);
}

namespace {

void run_for_each(eval_context& c, const expr& e, engine::ops& o) {
  if (is_player_selection(c, e.args[0])) {  // `each player draws 1 card`: each does it as "you"
    const std::vector<player_id> players = players_acted_on(c, e.args[0], o);
    spend_work(c, e, o, static_cast<std::int64_t>(players.size()));
    // `each opponent chooses a card they control`: `them` after it names every card chosen
    const bool choice = e.args[1].o == op::choose && c.found;
    std::vector<card_id> chosen;
    each_count counts(c);
    for (player_id p : players) {
      eval_context inner = subject_context(c, e, p);
      inner.own_count = true;
      counts.start(o);
      run(inner, e.args[1], o);
      counts.done(p, o);
      if (choice) chosen.insert(chosen.end(), c.found->begin(), c.found->end());
    }
    counts.keep(e);
    if (choice) *c.found = std::move(chosen);
    if (c.named_players) *c.named_players = players;
    return;
  }
  // `for each 2 characters you control`: the acting player chooses them (pick_cards);
  // `for each a character ...`: each that fits (every_fit).
  const std::vector<card_id> cards = counted(c, e.args[0]) ? pick_cards(c, e.args[0], o) : every_fit(c, e.args[0]);
  // Its selection was charged a step for each card it tested (matches, run/filters.cpp).
  each_count counts(c);
  for (card_id card : cards) {
    counts.start(o);
    eval_context inner = c;
    inner.it = card;
    inner.its = no_card;
    inner.it_in_radius = in_radius(e.args[0]);
    inner.found = nullptr;  // `it` in the body is this card, not what was named before the loop
    run(inner, e.args[1], o);
  }
}

void run_nothing(eval_context&, const expr&, engine::ops&) {}

// `at the start of your next turn, EFFECT` (docs/rulings.md, Delayed effects): kept in the
// state with where its effect is found again and who made it, and, when the effect reads
// `it` / `them`, the cards they name now, and when it reads `this`, that card as it is now (a
// card that changes zone since is a new card); it runs at its moment (text_behaviour::run_delayed).
void run_delayed(eval_context& c, const expr& e, engine::ops& o) {
  std::optional<engine::duration> at = text_place(c, e.args[1]);
  if (!at)
    throw text_not_supported(fmt::format("{}: the interpreter cannot run a delayed effect outside its card's own text yet ('{}')",
                                         where(e), render(e)));
  at->ends = e.args[0].o == op::until_next_turn ? engine::lasts_until::next_turn : engine::lasts_until::end_of_phase;
  at->named = engine::no_card;
  engine::delayed_effect d{.at = *at};
  if (reads_bound(e.args[1])) {
    if (c.found && !c.found->empty()) d.named = engine::small_vector<card_id, 2>(c.found->begin(), c.found->end());
    else if (c.it != engine::no_card) d.named.push_back(c.it);
  }
  if (reads_this(e.args[1])) d.self = c.self;
  o.delay(d);
}

// `the next time SEL would be EVENT [this turn], instead EFFECT`, `prevent the next [N] damage
// that would be dealt to SEL [this turn]` (docs/rulings.md, The next time): a shield kept in
// the state on each card in play SEL names now, with where its text is found again and who made
// it; it applies the first time its event would happen (text_behaviour::apply_shield). With N,
// N points of damage, evaluated now; none (N is 0 or less): no shield.
void run_next_time(eval_context& c, const expr& e, engine::ops& o) {
  std::optional<engine::duration> at = text_place(c, e);
  if (!at)
    throw text_not_supported(fmt::format("{}: the interpreter cannot run a next-time replacement outside its card's own text yet ('{}')",
                                         where(e), render(e)));
  at->ends = e.args[2].o == op::nothing ? engine::lasts_until::until_used : engine::lasts_until::end_of_turn;
  at->named = engine::no_card;
  int left = -1;
  if (checked::takes(e, checked::manner::prevent_next) && !e.args[3].args.empty())
    left = std::min(amount(c, e.args[3].args[0]), 30000);
  if (left == 0 || left < -1) return;
  for (card_id card : pick_cards(c, e.args[0], o))
    if (engine::in_play(o.st().card(card).zone))
      o.make_shield({.card = card, .left = static_cast<std::int16_t>(left), .made = *at});
}

namespace {
// What a `may` asks, a plain question: the statement it starts with, "and what follows" for
// the rest of its text (not the rest itself: its variant branches are no choice of the
// player's; blind batch 6, c28).
template <class Use>
std::string may_question(const expr& effect, const Use& use) {
  const expr* first = &effect;
  bool more = false;
  while (first->o == op::sequence && !first->args.empty()) {
    more = more || first->args.size() > 1;
    first = &first->args.front();
  }
  return after_may(*first, render_bound(*first, use)) + (more ? ", and what follows" : "");
}
}  // namespace

void run_may(eval_context& c, const expr& e, engine::ops& o) {
  const engine::state& s = o.st();
  // "you may ...", "each other player may ...": each decides (a pending decision), in
  // turn order; `did` remembers the last answer. After it, `they` names those players
  // (`target opponent may pay 2M; if they did not { destroy a character they control }`).
  const std::vector<player_id> players = players_acted_on(c, e.args[0], o);
  if (c.named_players) *c.named_players = players;
  std::vector<std::pair<player_id, bool>> answers;
  each_count counts(c);
  for (player_id p : players) {
    eval_context pc = c;
    pc.you = p;
    pc.named_players = nullptr;  // `they` in what a player may do is that player
    pc.that_player = engine::no_player;
    // `you` in its amounts is the card's controller (docs/language.md, `you` in an amount)
    if (pc.amount_you == engine::no_player) pc.amount_you = c.card_you != engine::no_player ? c.card_you : c.you;
    pc.own_count = c.own_count || e.args[0].o != op::you;
    counts.start(o);
    if (!could_start(pc, e.args[1]) || (s.end_process && s.rules.end_process_declines_choices)) {
      // Nothing to decide: what it starts with cannot be done (001 Glossary REGENERATE:
      // "paying any applicable costs"), or, variant choices-declined-in-end-process, the End
      // Phase process has begun (001 End Phase: "no player may take any actions").
      if (c.did) *c.did = false;
      answers.emplace_back(p, false);
      counts.done(p, o);
      continue;
    }
    engine::choice_request r;
    r.player = p;
    r.source = c.self;
    r.may = true;
    bool yes = false;
    const bool asked_before = o.asked();
    try {
      yes = o.ask_may(r);
    } catch (engine::decision_needed& asked) {
      asked.question.what = may_question(e.args[1], c.use);  // written only when the question is put (`x` bound)
      throw;
    }
    if (o.asked()) {  // held (engine::ops::hold_questions): named here too, and nothing more runs
      if (!asked_before) o.name_question(may_question(e.args[1], c.use));
      return;
    }
    o.record(engine::path::text_may_chosen, {.kind = engine::event_kind::choice_made, .player = p, .card = c.self, .amount = yes ? 1 : 0,
              .why = engine::rule::card_text});
    if (c.did) *c.did = yes;
    answers.emplace_back(p, yes);
    if (yes) run(pc, e.args[1], o);
    counts.done(p, o);
    if (s.over()) return;
  }
  if (c.answers) *c.answers = std::move(answers);
  if (e.args[0].o != op::you) counts.keep(e);
}

// `choose one: A; or B` (docs/rulings.md, Modes): the modes a player may choose, those
// whose start could be carried out (as a `may`'s: a payment that cannot be made cannot).
engine::choice_request mode_request(const eval_context& pc, const expr& e, player_id p) {
  engine::choice_request r;
  r.player = p;
  r.source = pc.self;
  for (std::size_t m = 1; m < e.args.size(); ++m) {
    r.modes.push_back(render(e.args[m]));
    if (could_start(pc, e.args[m])) r.open_modes.push_back(static_cast<int>(m - 1));
  }
  return r;
}

// docs/rulings.md, Modes: a `choose one` whose modes target had its mode chosen with the
// play or activation, with that mode's targets: that mode runs, without a question.
void run_played_mode(eval_context& c, const expr& e, engine::ops& o) {
  if (c.mode < 0 || static_cast<std::size_t>(c.mode) + 1 >= e.args.size()) return;  // none chosen: nothing to run
  run(c, e.args[static_cast<std::size_t>(c.mode) + 1], o);
}

constexpr std::array<const char*, 4> modes_counts{"one", "two", "one or both", "one or more"};  // by checked::modes_picked

// The question for player p's next pick, `picked` the modes picked before it: the modes not
// picked yet whose start could be carried out, and once one is picked in `one or both` / `one or
// more`, a last option to pick no other (engine::no_other_mode).
engine::choice_request pick_request(engine::choice_request r, const char* count, const std::vector<int>& picked, bool may_stop) {
  std::erase_if(r.open_modes, [&](int m) { return std::find(picked.begin(), picked.end(), m) != picked.end(); });
  r.what = fmt::format("{} mode of \"choose {}\"", picked.empty() ? "one" : "another", count);
  if (may_stop) {
    r.open_modes.push_back(static_cast<int>(r.modes.size()));
    r.modes.emplace_back(engine::no_other_mode);
  }
  return r;
}

// The modes player p picks (docs/language.md, Modes), in the card's order: `choose one` one of
// those that could be carried out, `choose two` two different ones, `one or both` / `one or
// more` one, then more until p picks no other. Each pick is a question of its own; a pick with
// no choice left (as many modes open as are still to pick) is taken without one.
std::vector<int> picked_modes(const eval_context& pc, const expr& e, player_id p, engine::ops& o) {
  const auto count = static_cast<checked::modes_picked>(e.word);
  const bool optional_more = count == checked::modes_picked::one_or_both || count == checked::modes_picked::one_or_more;
  const engine::choice_request all = mode_request(pc, e, p);
  const char* said = modes_counts[std::min<std::size_t>(e.word, modes_counts.size() - 1)];
  const std::size_t most = count == checked::modes_picked::one ? 1 : count == checked::modes_picked::two ? 2 : all.open_modes.size();
  std::vector<int> picked;
  while (picked.size() < most) {
    const bool may_stop = optional_more && !picked.empty();
    const engine::choice_request r = pick_request(all, said, picked, may_stop);
    const std::size_t left = r.open_modes.size() - (may_stop ? 1 : 0);
    if (left == 0) break;
    if (!may_stop && left <= (optional_more ? 1 : most - picked.size())) {
      picked.insert(picked.end(), r.open_modes.begin(), r.open_modes.end());
      break;
    }
    const int m = o.ask_mode(r);
    if (o.asked()) return {};  // held (engine::ops::hold_questions): nothing more runs
    if (may_stop && m == r.open_modes.back()) break;
    picked.push_back(m);
  }
  std::sort(picked.begin(), picked.end());
  return picked;
}

// Each player named chooses, in turn order, the modes that could be carried out, and they run
// (picked_modes); none open does nothing. `you` in a mode is still the card's controller;
// `they` is the chooser (`target opponent chooses one: they lose 3M; or you draw 2 cards`).
void run_modes(eval_context& c, const expr& e, engine::ops& o) {
  if (e.value == 1) return run_played_mode(c, e, o);
  const std::vector<player_id> players = players_acted_on(c, e.args[0], o);
  for (player_id p : players) {
    eval_context pc = c;
    pc.named_players = nullptr;
    pc.that_player = e.args[0].o == op::you ? engine::no_player : p;
    const std::vector<int> picked = picked_modes(pc, e, p, o);
    for (int m : picked)
      o.record(engine::path::text_mode_chosen, {.kind = engine::event_kind::choice_made, .player = p, .card = c.self,
                .amount = m, .why = engine::rule::card_text, .after = static_cast<std::int16_t>(m + 1)});
    for (int m : picked) {
      run(pc, e.args[static_cast<std::size_t>(m) + 1], o);
      if (o.st().over()) return;
    }
  }
  if (c.named_players) *c.named_players = players;
}

// `activate: COSTS -> EFFECT`: an ability activated as the text runs, off the stack (001
// Glossary REGENERATE: "its controller may activate its [REGENERATE] ability, paying any
// applicable costs, to cancel its destruction"). Heard once its costs are paid (001 Advanced
// Rules: "To play an ability, one must first pay the costs"); a cost that cannot be paid
// activates nothing, and `you did not` holds; so does one offered once the End Phase process
// has begun (001 End Phase: "no player may take any actions").
// It is an ability activated, so card text that changes what abilities cost to activate
// changes its costs too (blind design batch 37, d09: REGENERATE's activation did not cost 1M
// more under `abilities of cards an opponent controls cost 1M more to activate`).
namespace {
// The costs of `activate: COSTS -> EFFECT`, c's cost change set: `apart` is the money the
// change adds that no payment of COSTS carries.
void pay_activation(eval_context& c, const expr& e, int apart, engine::ops& o) {
  if (apart > 0)
    o.pay_cost(engine::path::text_activated_cost_raised_paid, c.you, engine::cost{.money = apart}, engine::rule::card_text, c.self);
  const eval_context::paying was = c.pays;
  c.pays = eval_context::paying::ability_cost;
  run(c, e.args[0], o);
  c.pays = was;
}
}  // namespace

void run_activate(eval_context& c, const expr& e, engine::ops& o) {
  const int was_change = c.cost_change;
  const expr* const was_on = c.cost_change_on;
  const int apart = run_parts::ready_activation(c, e);
  if (c.did) *c.did = apart >= 0;
  if (apart >= 0) pay_activation(c, e, apart, o);
  c.cost_change = was_change;  // the effect pays nothing raised
  c.cost_change_on = was_on;
  if (apart < 0 || o.st().over()) return;
  o.record(engine::path::text_activated, {.kind = engine::event_kind::ability_activated, .player = c.you, .card = c.self, .amount = -1,
            .why = engine::rule::activate_in_text});
  run(c, e.args[1], o);
}

void run_do_parameter(eval_context& c, const expr& e, engine::ops& o) {
  // `do price`: the effect given as the keyword's argument, as the card's own text.
  eval_context own;
  const expr& arg = argument_of(c, e, own);
  own.pays = c.pays;  // `do price` as a cost pays as the costs it stands in
  run(own, arg, o);
}

// One runner per statement op (docs/vocabulary.md, section 6), indexed by op.
using runner = void (*)(eval_context&, const expr&, engine::ops&);
constexpr std::size_t statement_ops = static_cast<std::size_t>(op::joined) + 1;
constexpr std::array<runner, statement_ops> runners() {
  std::array<runner, statement_ops> t{};
  t[static_cast<std::size_t>(op::sequence)] = run_sequence;
  t[static_cast<std::size_t>(op::if_then)] = run_if_then;
  t[static_cast<std::size_t>(op::for_each)] = run_for_each;
  t[static_cast<std::size_t>(op::gain_money)] = run_gain_money;
  t[static_cast<std::size_t>(op::take_money)] = run_take_money;
  t[static_cast<std::size_t>(op::give_money)] = run_give_money;
  t[static_cast<std::size_t>(op::lose_money)] = run_lose_money;
  t[static_cast<std::size_t>(op::draw)] = run_draw;
  t[static_cast<std::size_t>(op::engage)] = run_engage;
  t[static_cast<std::size_t>(op::disengage)] = run_engage;
  t[static_cast<std::size_t>(op::destroy)] = run_destroy;
  t[static_cast<std::size_t>(op::annihilate)] = run_destroy;
  t[static_cast<std::size_t>(op::add_counters)] = run_add_counters;
  t[static_cast<std::size_t>(op::remove_counters)] = run_remove_counters;
  t[static_cast<std::size_t>(op::shuffle)] = run_shuffle;
  t[static_cast<std::size_t>(op::win_game)] = run_win_game;
  t[static_cast<std::size_t>(op::lose_game)] = run_win_game;
  t[static_cast<std::size_t>(op::deal_damage)] = run_deal_damage;
  t[static_cast<std::size_t>(op::remove_damage)] = run_remove_damage;
  t[static_cast<std::size_t>(op::search)] = run_search;
  t[static_cast<std::size_t>(op::reveal)] = run_reveal;
  t[static_cast<std::size_t>(op::put)] = run_put;
  t[static_cast<std::size_t>(op::deploy)] = run_deploy;
  t[static_cast<std::size_t>(op::move)] = run_move;
  t[static_cast<std::size_t>(op::swap)] = run_swap;
  t[static_cast<std::size_t>(op::cancel)] = run_cancel;
  t[static_cast<std::size_t>(op::redeploy)] = run_redeploy;
  t[static_cast<std::size_t>(op::unbond)] = run_unbond;
  t[static_cast<std::size_t>(op::produce)] = run_produce;
  t[static_cast<std::size_t>(op::take_traits)] = run_take_traits;
  t[static_cast<std::size_t>(op::choose)] = run_choose;
  t[static_cast<std::size_t>(op::bond)] = run_bond;
  t[static_cast<std::size_t>(op::pay_money)] = run_pay_money;
  t[static_cast<std::size_t>(op::discard)] = run_discard;
  t[static_cast<std::size_t>(op::modify_trait)] = run_modify_trait;
  t[static_cast<std::size_t>(op::grant_keyword)] = run_grant_keyword;
  t[static_cast<std::size_t>(op::grant_rule)] = run_grant_rule;
  t[static_cast<std::size_t>(op::remove_keyword)] = run_remove_keyword;
  t[static_cast<std::size_t>(op::modify_valuation)] = run_modify_valuation;
  t[static_cast<std::size_t>(op::nothing)] = run_nothing;
  t[static_cast<std::size_t>(op::may)] = run_may;
  t[static_cast<std::size_t>(op::do_parameter)] = run_do_parameter;
  t[static_cast<std::size_t>(op::reset)] = run_reset;
  t[static_cast<std::size_t>(op::sell)] = run_sell;
  t[static_cast<std::size_t>(op::gain_control)] = run_gain_control;
  t[static_cast<std::size_t>(op::exchange_control)] = run_exchange_control;
  t[static_cast<std::size_t>(op::prevent_damage)] = run_prevent_damage;
  t[static_cast<std::size_t>(op::look)] = run_look;
  t[static_cast<std::size_t>(op::copy)] = run_copy;
  t[static_cast<std::size_t>(op::become_copy)] = run_become_copy;
  t[static_cast<std::size_t>(op::grant_keywords_of)] = run_grant_keywords_of;
  t[static_cast<std::size_t>(op::activate)] = run_activate;
  t[static_cast<std::size_t>(op::choose_mode)] = run_modes;
  t[static_cast<std::size_t>(op::delayed)] = run_delayed;
  t[static_cast<std::size_t>(op::next_time)] = run_next_time;
  t[static_cast<std::size_t>(op::joined)] = run_joined_changes;
  return t;
}
constexpr std::array<runner, statement_ops> statement_runners = runners();

}  // namespace

bool has_runner(checked::op statement) {
  const auto i = static_cast<std::size_t>(statement);
  return i < statement_runners.size() && statement_runners[i] != nullptr;
}

namespace {
// A target card read in the amount of a statement with no target as an object is `it`
// after the statement (the checker's name_targets).
void name_amount_target(eval_context& c, const expr& e) {
  if (const expr* t = c.found ? checked::subject_target(e) : nullptr) {
    c.found->clear();
    if (const card_id x = target_of(c, *t).card; x != no_card) c.found->push_back(x);
    return;
  }
  if (!c.found || !checked::names_its_targets(e.o)) return;
  if (std::any_of(e.args.begin(), e.args.end(), [](const expr& a) { return a.o == op::select && a.target; })) return;
  name_target_in(c, e);
}
}  // namespace

namespace {
// `target character gets +the MQ of it BQ until end of turn`: `it` in the statement's own
// amount is its target (marked own_target_it by the checker), named before the statement runs, as
// it is after it (pick_cards); with no list of named cards kept, in `local`.
void name_own_target(eval_context& c, const expr& e, std::vector<card_id>& local) {
  if (!c.target_sels || !checked::reads_own_target(e)) return;
  const expr* t = checked::own_target(e);
  if (!c.found) c.found = &local;
  c.found->clear();
  if (const card_id x = target_of(c, *t).card; x != no_card) c.found->push_back(x);
}
}  // namespace

void run(eval_context c, const expr& e, engine::ops& o) {
  c.s = &o.st();
  c.work = &o;
  most_decided decided;  // an effect's first statement: its `with the most` decided now, kept for the rest
  if (!c.decided) {
    c.decided = &decided;
    decide_most(c, e);
  }
  spend_work(c, e, o, 1);
  if (!has_runner(e.o)) unsupported(e, fmt::format("'{}'", checked::op_name(e.o)));
  if (c.off->statement == e.o) [[unlikely]] return;  // switched off for a test (run/switched_off.hpp)
  // One statement is one effect: a card it takes out of play hears its other events
  // (docs/rulings.md, Holders that left play in the same action).
  const engine::ops::one_effect effect(o);
  std::vector<card_id> own;
  name_own_target(c, e, own);
  statement_runners[static_cast<std::size_t>(e.o)](c, e, o);
  name_amount_target(c, e);
}

}  // namespace megacorp
