// state_hash: FNV-1a over a game state's content, field by field (engine/state_hash.hpp).
#include "engine/state_hash.hpp"

#include <iterator>
#include <string_view>

#include "engine/action.hpp"

namespace engine {

namespace {

class fnv {
 public:
  void byte(std::uint8_t b) { h_ = (h_ ^ b) * 1099511628211ULL; }
  void num(std::int64_t v) {
    auto u = static_cast<std::uint64_t>(v);
    for (int i = 0; i < 8; ++i) byte(static_cast<std::uint8_t>(u >> (8 * i)));
  }
  void text(std::string_view t) {
    num(static_cast<std::int64_t>(t.size()));
    for (char c : t) byte(static_cast<std::uint8_t>(c));
  }
  template <class Range>
  void each(const Range& r) {
    num(static_cast<std::int64_t>(std::size(r)));
    for (const auto& v : r) num(static_cast<std::int64_t>(v));
  }
  std::uint64_t value() const { return h_; }

 private:
  std::uint64_t h_ = 1469598103934665603ULL;
};

void add(fnv& h, const card_instance& c) {
  for (std::int64_t v : {std::int64_t{c.def}, std::int64_t{c.host}, std::int64_t{c.owner}, std::int64_t{c.controller},
                         static_cast<std::int64_t>(c.zone), std::int64_t{c.zone_player}, std::int64_t{c.x},
                         std::int64_t{c.y}, std::int64_t{c.engaged}, std::int64_t{c.step_done}, std::int64_t{c.orphaned},
                         std::int64_t{c.shown}, std::int64_t{c.counters}, std::int64_t{c.deployed_at},
                         std::int64_t{c.reset_in_attack}, std::int64_t{c.attacks}, std::int64_t{c.retaliations},
                         std::int64_t{c.times_attacked}})
    h.num(v);
  h.each(c.damage);
  if (c.felled) h.num(-1);  // only when set: earlier hashes stay
  if (c.kept_from_lethal) h.num(-3);  // the same
  if (c.seen) h.num(-100 - c.seen);  // the same
  if (c.deployed_by != no_player && c.deployed_by != c.controller) h.num(-2 - c.deployed_by);  // the same
  if (c.chosen != no_card) h.num(-1000 - c.chosen);  // the same
  if (c.activations) h.num(-5000), h.num(static_cast<std::int64_t>(c.activations));  // the same
}

void add(fnv& h, const player_state& p) {
  h.num(p.money);
  h.each(p.pool);
  for (const card_pile* pile : {&p.main_deck, &p.resource_deck, &p.hand, &p.open_market, &p.annihilated, &p.out_of_game})
    h.each(*pile);
  h.each(p.network.cells);
  for (std::int64_t v : {std::int64_t{p.business}, std::int64_t{p.bid}, std::int64_t{p.mulligans}, std::int64_t{p.hand_kept},
                         std::int64_t{p.turns_completed}, std::int64_t{p.drawn_this_turn}, std::int64_t{p.lost}, static_cast<std::int64_t>(p.why_lost)})
    h.num(v);
  if (p.spared_without_business) h.num(-7);  // only when set: earlier hashes stay
  if (p.events_played_this_turn != 0) h.num(-15000 - std::int64_t{p.events_played_this_turn});  // only when some: earlier hashes stay
  if (p.bought_this_turn != 0) h.num(-16000 - std::int64_t{p.bought_this_turn});  // the same
  if (p.cards_sold_this_turn != 0) h.num(-17000 - std::int64_t{p.cards_sold_this_turn});  // the same
}

void add(fnv& h, const duration& d) {
  for (std::int64_t v : {std::int64_t{d.source}, std::int64_t{d.player}, std::int64_t{d.named}, std::int64_t{d.text},
                         std::int64_t{d.node}, std::int64_t{d.def}, static_cast<std::int64_t>(d.ends)})
    h.num(v);
}

void add(fnv& h, const target_list& targets) {
  for (const target& t : targets) h.num(t.card), h.num(t.player);
}

void add_combat(fnv& h, const combat_state& c) {
  for (std::int64_t v : {static_cast<std::int64_t>(c.step), std::int64_t{c.attacker}, std::int64_t{c.defender},
                         std::int64_t{c.network}, std::int64_t{c.target.x}, std::int64_t{c.target.y},
                         std::int64_t{c.bonded_target}, static_cast<std::int64_t>(c.t), std::int64_t{c.blocker_count},
                         std::int64_t{c.area}})
    h.num(v);
  h.each(c.blockers);
  h.each(c.retaliates);
  h.each(c.split);
  if (c.deciding != no_player) h.num(c.deciding);  // only when set: earlier hashes stay
  if (c.active() && !c.begun) h.num(-14000);       // declared, not begun yet
  if (c.engaged_apart) h.num(-14001);               // only when set: earlier hashes stay
  if (c.facing != 1) h.num(-14010 - std::int64_t{c.facing});  // not east: only then, so earlier hashes stay
  if (c.attacked != no_card) h.num(-15000 - std::int64_t{c.attacked});  // only when set (in a combat)
}

// The cards destroyed this turn (`the number of SEL destroyed this turn`), and those that left
// play this turn (`left play this turn`), each list with its own mark.
void add_gone(fnv& h, const std::vector<destroyed_card>& gone, std::int64_t mark) {
  if (gone.empty()) return;  // only when some: earlier hashes stay
  h.num(mark - static_cast<std::int64_t>(gone.size()));
  for (const destroyed_card& d : gone) h.num(d.numbers.card), h.num(d.was.controller), h.num(d.was.zone_player);
}
void add_destroyed(fnv& h, const state& s) {
  add_gone(h, s.destroyed, -13000);
  add_gone(h, s.left_play, -13500);
}

void add_effects(fnv& h, const state& s) {
  h.num(static_cast<std::int64_t>(s.modifiers.size()));
  for (const trait_modifier& m : s.modifiers) {
    h.num(m.card), h.num(static_cast<std::int64_t>(m.t)), h.num(m.amount), h.num(m.valuation);
    add(h, m.lasts);
  }
  h.num(static_cast<std::int64_t>(s.grants.size()));
  for (const keyword_grant& g : s.grants) {
    h.num(g.card), h.num(g.keyword), h.num(g.lost);
    add(h, g.lasts);
  }
  if (!s.player_rules.empty()) {  // only when some: earlier hashes stay
    h.num(static_cast<std::int64_t>(s.player_rules.size()));
    for (const player_rule& r : s.player_rules) {
      h.num(r.player), h.num(r.rule), h.num(r.source);
      add(h, r.lasts);
    }
  }
  if (!s.control_changes.empty()) {  // only when some: earlier hashes stay
    h.num(static_cast<std::int64_t>(s.control_changes.size()));
    for (const control_change& c : s.control_changes) {
      h.num(c.card), h.num(c.back_to);
      add(h, c.lasts);
    }
  }
  if (!s.prevented.empty()) {  // only when some: earlier hashes stay
    h.num(static_cast<std::int64_t>(s.prevented.size()));
    for (const damage_prevented& p : s.prevented) h.num(p.holder), h.num(p.ability), h.num(p.amount);
  }
  if (!s.fired_once.empty()) {  // only when some: earlier hashes stay
    h.num(-7000 - static_cast<std::int64_t>(s.fired_once.size()));
    for (const trigger_fired& f : s.fired_once) h.num(f.holder), h.num(f.ability);
  }
  if (!s.delayed.empty()) {  // only when some: earlier hashes stay
    h.num(-9000 - static_cast<std::int64_t>(s.delayed.size()));
    for (const delayed_effect& d : s.delayed) {
      add(h, d.at);
      for (card_id c : d.named) h.num(c);
      h.num(-1);
      if (d.self != no_card) h.num(-2 - static_cast<std::int64_t>(d.self));  // only when read: earlier hashes stay
    }
  }
  if (!s.shields.empty()) {  // only when some: earlier hashes stay
    h.num(-11000 - static_cast<std::int64_t>(s.shields.size()));
    for (const shield& x : s.shields) {
      h.num(x.card), h.num(x.left);
      add(h, x.made);
    }
  }
  if (!s.copies.empty()) {  // only when some: earlier hashes stay
    h.num(static_cast<std::int64_t>(s.copies.size()));
    for (const copy_change& c : s.copies) {
      h.num(c.card), h.num(c.back_to), h.num(c.for_good);
      add(h, c.lasts);
    }
  }
  add_destroyed(h, s);
  h.num(static_cast<std::int64_t>(s.stack.size()));
  for (const stack_item& i : s.stack) {
    h.num(i.source), h.num(i.controller), h.num(i.ability), h.num(i.source_paid), h.num(i.copy), h.num(i.trigger), h.num(i.it),
        h.num(i.amount), h.num(i.player), h.num(i.other);
    h.num(i.fight.attacker), h.num(i.fight.blocker), h.num(i.fight.defender_card), h.num(i.fight.defender);
    for (int b = 1; b < i.fight.blocker_count; ++b) h.num(i.fight.blockers[static_cast<std::size_t>(b)]);  // earlier hashes stay
    if (i.text) h.num(i.text);  // only when set: earlier hashes stay
    if (i.it_moved) h.num(std::int64_t{-2});  // only when set: earlier hashes stay
    if (i.removed) h.num(-2000 - i.removed);  // only when set: earlier hashes stay
    if (i.seller != no_player) h.num(-3000 - i.seller);  // only when set: earlier hashes stay
    if (i.mode >= 0) h.num(-4000 - i.mode);      // only when set, apart from the seller's: earlier hashes stay
    if (i.source_was.network != no_player) h.num(i.source_was.network), h.num(i.source_was.x), h.num(i.source_was.y);
    for (const card_numbers* n : {&i.source_numbers, &i.it_numbers})  // only when kept: earlier hashes stay
      if (n->card != no_card) {
        h.num(n->card), h.num(n->valuation), h.num(n->damage), h.num(n->counters), h.num(n->controller);
        for (const auto& t : n->traits) h.num(t.value_or(-1));
      }
    add(h, i.targets);
    for (const target_space& at : i.spaces) h.num(at.network), h.num(at.x), h.num(at.y);
    for (const counted_target& t : i.counted) h.num(t.slot), h.num(t.card), h.num(t.at.network), h.num(t.at.x), h.num(t.at.y);
  }
  h.num(s.priority.holder), h.num(s.priority.passes), h.num(s.priority.closes_phase);
}

void add_pending(fnv& h, const decision_slot& d) {
  h.num(d ? 1 : 0);
  if (!d) return;
  h.text(to_text(d->cause));
  h.num(static_cast<std::int64_t>(d->answers.size()));
  h.each(d->picked);
  h.num(d->question.player), h.num(d->question.source);
}

}  // namespace

std::uint64_t state_hash(const state& s) {
  fnv h;
  h.num(static_cast<std::int64_t>(s.cards.size()));
  for (const card_instance& c : s.cards) add(h, c);
  h.num(static_cast<std::int64_t>(s.players.size()));
  for (const player_state& p : s.players) add(h, p);
  for (std::int64_t v : {static_cast<std::int64_t>(s.phase), static_cast<std::int64_t>(s.step), std::int64_t{s.active},
                         std::int64_t{s.first_player}, std::int64_t{s.turn_number}, std::int64_t{s.bid_ties},
                         std::int64_t{s.sold_this_turn}, std::int64_t{s.end_process}, std::int64_t{s.deploys}, std::int64_t{s.deploys_before_turn}, std::int64_t{s.winner},
                         static_cast<std::int64_t>(s.bank_flow), static_cast<std::int64_t>(s.initial_money)})
    h.num(v);
  add_combat(h, s.combat);
  add_effects(h, s);
  add_pending(h, s.pending);
  rng next = s.rng;  // its words are private: its next draw stands for them
  h.num(static_cast<std::int64_t>(next.next()));
  return h.value();
}

}  // namespace engine
