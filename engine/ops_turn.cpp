// Engine primitives for the turn position and the combat record (ops.hpp): the turn,
// its phases and the attack being resolved.
#include "engine/ops.hpp"

#include <algorithm>
#include <initializer_list>

#include "engine/invariants.hpp"

namespace engine {

namespace {
// A count of the turn taken back (attacks, times attacked, retaliations): never below 0.
void uncount(std::int8_t& n) {
  if (n > 0) --n;
}
// Every kept change's duration, with its card (no_card: a rule about players).
template <class Visit>
void each_duration(state& g, const Visit& visit) {
  for (trait_modifier& m : g.modifiers) visit(m.lasts, m.card);
  for (keyword_grant& x : g.grants) visit(x.lasts, x.card);
  for (player_rule& r : g.player_rules) visit(r.lasts, no_card);
  for (shield& x : g.shields) visit(x.made, x.card);
  for (control_change& k : g.control_changes) visit(k.lasts, k.card);
  for (copy_change& k : g.copies) visit(k.lasts, k.card);
}
}  // namespace

// The turn

void ops::new_turn(player_id p, cause why) {
  game().active = p;
  ++game().turn_number;
  game().sold_this_turn = false;
  game().end_process = false;
  game().deploys_before_turn = game().deploys;
  for (player_id q = 0; q < game().player_count(); ++q) {  // `drew this turn`, `played this turn`
    game().player(q).drawn_this_turn = 0;
    game().player(q).events_played_this_turn = 0;
    game().player(q).bought_this_turn = 0;
    game().player(q).cards_sold_this_turn = 0;
  }
  game().destroyed.clear();  // `destroyed this turn`
  game().left_play.clear();  // `left play this turn`
  for (card_instance& c : game().cards) {
    c.step_done = false;
    c.attacks = c.retaliations = c.times_attacked = 0;  // per-turn counts (001 Challenge Phase)
    c.activations = 0;  // `activate only once each turn`
    c.reset_in_attack = false;
  }
  game().combat = {};
  game().prevented.clear();  // a budget is each turn's (`prevent the first 2 of that damage each turn`)
  game().fired_once.clear();  // `for the first time each turn`
  // Changes until the end of a phase end with it; those until a player's next turn, as it begins.
  end_changes({lasts_until::end_of_phase}, no_player, why);
  end_changes({lasts_until::next_turn}, p, why);
  arm_next_turn_ends(p);
  arm_accounting_changes(p);
  game().phase = phase::accounting;
  game().step = accounting_step::none;
  record(path::turn_started, {.kind = event_kind::turn_started, .player = p, .amount = game().turn_number, .why = why});
  record(path::turn_phase_accounting, {.kind = event_kind::phase_changed, .player = p, .phase_to = phase::accounting, .why = why});
}

void ops::event_played(path at, player_id p, card_id c, cause why, keyword_rule by) {
  record(at, {.kind = event_kind::event_played, .player = p, .card = c, .amount = -1, .why = why, .by = by});
  int& n = game().player(p).events_played_this_turn;
  if (n < 32767) ++n;
}

void ops::count_buy(player_id p, card_id c, cause why) {
  int& n = game().player(p).bought_this_turn;
  if (n < 32767) ++n;
  record(path::buy_counted, {.kind = event_kind::buy_counted, .player = p, .card = c, .amount = n, .why = why});
}

void ops::set_accounting_step(accounting_step step, cause why) {
  if (game().step == step) return;
  game().step = step;
  record(path::accounting_step_set, {.kind = event_kind::accounting_step_set, .player = game().active,
                                     .amount = static_cast<int>(step), .why = why});
}

void ops::activated(path at, player_id p, card_id c, int ability, cause why) {
  record(at, {.kind = event_kind::ability_activated, .player = p, .card = c, .amount = ability, .why = why});
  card_instance& ci = game().card(c);
  if (card_instance::counted(ability) && ci.activations_of(ability) < 3) ci.activations += std::uint64_t{1} << (2 * ability);
}

void ops::mark_upkeep_decided(card_id c, bool paid, cause why) {
  game().card(c).step_done = true;
  record(path::upkeep_decided, {.kind = event_kind::upkeep_decided, .player = game().card(c).controller, .card = c,
                                .amount = paid ? 1 : 0, .why = why});
}

void ops::count_sale(player_id p, card_id c, cause why, bool phase_sale) {
  if (phase_sale) game().sold_this_turn = true;
  int& n = game().player(p).cards_sold_this_turn;
  if (n < 32767) ++n;
  record(path::sale_counted, {.kind = event_kind::sale_counted, .player = p, .card = c, .amount = n, .why = why});
}

void ops::begin_end_process(cause why) {
  game().end_process = true;
  record(path::end_process_began, {.kind = event_kind::end_process_began, .player = game().active, .why = why});
}

void ops::complete_turn(player_id p, cause why) {
  ++game().player(p).turns_completed;
  record(path::turn_completed, {.kind = event_kind::turn_completed, .player = p, .amount = game().player(p).turns_completed,
                                .why = why});
}

// Effects "until end of turn" end with the turn (docs/rulings.md), and so do those until
// the end of a phase (the End Phase's) and any until the end of a combat (none outlasts its turn).
void ops::end_changes_until_end_of_turn() {
  end_changes({lasts_until::end_of_turn, lasts_until::end_of_phase, lasts_until::end_of_combat}, no_player, rule::end_of_turn);
}

// The changes that last until one of `ends`; for next_turn, those of `whose` only.
// The trait changes and keywords that end are counted in one record; the changes of
// control and copies that end record themselves.
void ops::end_changes(std::initializer_list<lasts_until> ends, player_id whose, cause why) {
  auto over = [&](const duration& d) {
    return std::find(ends.begin(), ends.end(), d.ends) != ends.end() && (d.ends != lasts_until::next_turn || d.player == whose);
  };
  const std::size_t ended = erase_if(game().modifiers, [&](const trait_modifier& m) { return over(m.lasts); }) +
                            erase_if(game().grants, [&](const keyword_grant& g) { return over(g.lasts); }) +
                            erase_if(game().player_rules, [&](const player_rule& r) { return over(r.lasts); });
  if (ended > 0)
    record(path::changes_ended_with_time, {.kind = event_kind::changes_ended, .player = whose,
                                           .amount = static_cast<std::int64_t>(ended), .why = why});
  for (std::size_t k = 0; k < game().shields.size();) {  // `this turn` (docs/rulings.md, The next time)
    const shield x = game().shields[k];
    if (!over(x.made)) {
      ++k;
      continue;
    }
    game().shields.erase(game().shields.begin() + static_cast<std::ptrdiff_t>(k));
    record(path::shield_ended_with_turn, {.kind = event_kind::shield_ended, .player = x.made.player, .card = x.card,
                                          .card2 = x.made.source, .amount = 1, .why = why});
  }
  for (std::size_t k = game().control_changes.size(); k-- > 0;)  // newest first
    if (k < game().control_changes.size() && over(game().control_changes[k].lasts)) end_control_change(k);
  for (std::size_t k = game().copies.size(); k-- > 0;)  // newest first
    if (k < game().copies.size() && !game().copies[k].for_good && over(game().copies[k].lasts)) end_copy(k, rule::copy_ends);
}

// The changes until the end of p's next turn: it begins, so they end with it, as those until
// end of turn do.
void ops::arm_next_turn_ends(player_id p) {
  each_duration(game(), [&](duration& d, card_id) {
    if (d.ends == lasts_until::end_of_next_turn && d.player == p) d.ends = lasts_until::end_of_turn;
  });
}

// The changes until the end of the next Accounting Phase of their card's controller: p's
// begins, so they end with it (set_phase).
void ops::arm_accounting_changes(player_id p) {
  each_duration(game(), [&](duration& d, card_id c) {
    if (d.ends == lasts_until::controller_accounting && c != no_card && game().card(c).controller == p)
      d.ends = lasts_until::this_accounting;
  });
}

// The combat record

void ops::begin_combat(const combat_state& declared, const std::vector<card_id>* area) {
  game().combat = declared;
  ++game().card(declared.attacker).attacks;
  for (card_instance& c : game().cards) c.reset_in_attack = c.felled = false;  // a new attack: nothing reset or felled yet
  if (!area) return;
  combat_state& cb = game().combat;
  cb.area = true;
  for (card_id d : *area) {
    cb.blockers[cb.blocker_count++] = d;
    ++game().card(d).times_attacked;
  }
  cb.step = combat_step::retaliation;
}

void ops::set_combat_step(combat_step step, cause why) {
  if (game().combat.step == step) return;
  game().combat.step = step;
  record(path::combat_step_set, {.kind = event_kind::combat_step_set, .player = game().active, .amount = static_cast<int>(step),
                                 .why = why});
}

void ops::begin_attack(cause why) {
  if (game().combat.begun) return;
  game().combat.begun = true;
  record(path::attack_begun, {.kind = event_kind::combat_step_set, .player = game().active,
                                 .amount = static_cast<int>(game().combat.step), .why = why});
}

void ops::set_retaliation_decider(player_id p, cause why) {
  if (game().combat.deciding == p) return;
  game().combat.deciding = p;
  record(path::retaliation_decider_set, {.kind = event_kind::retaliation_decider_set, .player = p, .why = why});
}

void ops::fell(card_id c, cause why) {
  game().card(c).felled = true;
  record(path::card_felled, {.kind = event_kind::card_felled, .player = game().card(c).controller, .card = c, .why = why});
}

void ops::split_damage(int blocker, int n, cause why) {
  game().combat.split[blocker] = static_cast<std::int16_t>(n);
  record(path::damage_split, {.kind = event_kind::damage_split, .player = game().active, .card = game().combat.blockers[blocker],
                              .amount = n, .t = game().combat.t, .why = why});
}

event ops::declare_retaliation(path at, card_id b, player_id p, cause why, keyword_rule by) {
  combat_state& cb = game().combat;
  int i = 0;
  while (i < cb.blocker_count && cb.blockers[i] != b) ++i;
  if (i == cb.blocker_count) engine_bug("a retaliation by a card that is not a blocker");
  cb.retaliates[i] = true;
  ++game().card(b).retaliations;
  return record(at, {.kind = event_kind::retaliation_declared, .player = p, .card = b, .why = why, .by = by});
}

void ops::withhold_retaliation(path at, const event& withheld) {
  if (!game().rules.withheld_retaliation_counts) uncount(game().card(withheld.card).retaliations);
  record(at, withheld);
}

void ops::retaliation_dealt_nothing(card_id b) {
  if (game().rules.withheld_retaliation_counts) return;
  uncount(game().card(b).retaliations);
  record(path::retaliation_dealt_nothing, {.kind = event_kind::nothing_happened, .player = game().card(b).controller, .card = b,
                                           .why = rule::retaliation_not_counted});
}

void ops::keep_blockers(const std::array<bool, max_defenders>& keep, cause why) {
  combat_state& c = game().combat;
  int kept = 0;
  for (int i = 0; i < c.blocker_count; ++i)
    if (keep[static_cast<std::size_t>(i)]) {
      c.blockers[kept] = c.blockers[i];
      c.retaliates[kept] = c.retaliates[i];
      c.split[kept] = c.split[i];
      ++kept;
    } else {
      record(path::blocker_left, {.kind = event_kind::blocker_left, .player = c.defender, .card = c.blockers[i], .why = why});
    }
  for (int i = kept; i < max_defenders; ++i) {
    c.blockers[i] = no_card;
    c.retaliates[i] = false;
    c.split[i] = 0;
  }
  c.blocker_count = static_cast<std::uint8_t>(kept);
}

void ops::nullify_attack(path at, cause why, bool step_ends) {
  const combat_state& cb = game().combat;
  // 001 Challenge Phase, Attacking: "the attack is nullified and does not happen": not the
  // attacker's attack of the turn (OVERWATCH: "only make one attack per turn"), nor an attack
  // on its target (ELUSIVE: "only be attacked once per turn"), nor a retaliation dealt
  // (blind rules batch 82, case 06). Variant nullified-attack-counts: they stay counted.
  if (!game().rules.nullified_attack_counts) {
    uncount(game().card(cb.attacker).attacks);
    if (cb.attacked != no_card) uncount(game().card(cb.attacked).times_attacked);
    for (int i = 0; i < cb.blocker_count; ++i)
      if (cb.retaliates[i]) uncount(game().card(cb.blockers[i]).retaliations);
  }
  record(at, {.kind = event_kind::attack_nullified, .player = game().card(cb.attacker).controller, .card = cb.attacker,
          .t = cb.t, .where = cb.target, .why = why});
  ended_combat_ = game().combat;
  if (step_ends) return end_combat(path::combat_ended_after_nullified, rule::attack);
  game().combat = {};
  end_changes({lasts_until::end_of_combat}, no_player, rule::combat_ends);  // "does not happen": no combat to outlast
}

void ops::end_combat(path at, cause why) {
  if (!game().combat.active()) return;
  ended_combat_ = game().combat;
  for (card_instance& c : game().cards) c.felled = false;  // only of the attack under way
  // Recorded as the combat's last event (in_combat): its triggers name its parties and read
  // `attacking` / `blocking` of it (docs/rulings.md, When triggers act).
  step_edge(at, event_kind::step_ended, turn_step::combat, why);
  game().combat = {};
  end_changes({lasts_until::end_of_combat}, no_player, rule::combat_ends);
}

// 001 Challenge Phase, Damage: "Damage is always dealt by the attacker": an attack whose
// attacker left play (any way, whatever waits on the stack) ends. A blocker that left
// play takes and deals no damage; with every blocker gone, combat::end_if_moot decides once
// the action is done (docs/rulings.md, Every blocker gone).
void ops::leave_combat(card_id c) {
  combat_state& cb = game().combat;
  if (!cb.active() || cb.step == combat_step::damage) return;
  if (c == cb.attacker) {
    end_combat(path::combat_ended_attacker_left, rule::attack);
    return;
  }
  std::array<bool, max_defenders> keep{};
  bool was_blocker = false;
  for (int i = 0; i < cb.blocker_count; ++i) {
    keep[static_cast<std::size_t>(i)] = cb.blockers[i] != c;
    was_blocker = was_blocker || cb.blockers[i] == c;
  }
  if (was_blocker) keep_blockers(keep, rule::blocker_left);
}

}  // namespace engine
