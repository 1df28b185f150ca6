// Triggered abilities on the stack: which ability an item is, kept as a number that stays
// right while it waits (the source may gain or lose keywords, or leave play, meanwhile).
#include "run/stacked_triggers.hpp"

#include <stdexcept>
#include <vector>

#include "vocabulary/event_triggers.hpp"

namespace megacorp {

namespace {

using engine::card_id;

// stack_item::trigger: below gained_base, a position among the card's printed abilities
// (abilities_of); from it on, a keyword the card gained (granted_keyword's number) times
// per_keyword plus the ability's position in that keyword.
constexpr std::int32_t gained_base = 1 << 16;
constexpr std::int32_t per_keyword = 256;

std::int32_t code_of(const library& lib, int printed, const bound_ability& b) {
  if (printed >= 0) return printed;
  for (std::size_t id = 0;; ++id) {
    const checked::keyword_use* u = granted_keyword(lib, id);
    if (!u) break;
    if (u != b.use) continue;
    const auto& all = u->def->abilities;
    for (std::size_t j = 0; j < all.size() && j < per_keyword; ++j)
      if (&all[j] == b.ability)
        return gained_base + static_cast<std::int32_t>(id) * per_keyword + static_cast<std::int32_t>(j);
  }
  throw std::logic_error("interpreter bug: a triggered ability that is neither printed nor of a keyword in the library");
}

std::optional<bound_ability> ability_of(const library& lib, const checked::card& cc, std::int32_t code) {
  if (code < gained_base) {
    const auto& printed = abilities_of(cc);
    if (static_cast<std::size_t>(code) >= printed.size()) return std::nullopt;
    return printed[static_cast<std::size_t>(code)];
  }
  const checked::keyword_use* u = granted_keyword(lib, static_cast<std::size_t>((code - gained_base) / per_keyword));
  const auto j = static_cast<std::size_t>((code - gained_base) % per_keyword);
  if (!u || j >= u->def->abilities.size()) return std::nullopt;
  return bound_ability{&u->def->abilities[j], u};
}

}  // namespace

void trigger_acts(eval_context& c, const checked::expr& effect, const std::vector<const checked::expr*>& sels, card_id self,
                  int printed, engine::ops& o, std::vector<engine::counted_target>& counted) {
  o.record(engine::path::trigger_acts, {.kind = engine::event_kind::trigger_fired, .player = o.st().card(self).controller, .card = self,
            .amount = printed, .why = engine::rule::card_text});
  if (sels.empty()) return;
  c.target_sels = &sels;
  choose_targets(c, effect, sels, o, counted);
}

bool trigger_named_gone(const checked::expr& effect, card_id it, bool moved, card_id holder, engine::ops& o) {
  if (!moved || it == engine::no_card || o.st().rules.trigger_follows_moved_card || !reads_bound(effect)) return false;
  o.record(engine::path::trigger_named_gone, {.kind = engine::event_kind::nothing_happened, .player = o.st().card(holder).controller,
                                              .card = it, .card2 = holder, .why = engine::rule::trigger_named_gone});
  return true;
}

void put_trigger_on_stack(eval_context c, const bound_ability& b, card_id self, int printed, engine::def_id read,
                          engine::ops& o) {
  const auto sels = target_selections(b.ability->effect);
  std::vector<engine::counted_target> counted;
  trigger_acts(c, b.ability->effect, sels, self, printed, o, counted);
  engine::stack_item item{.source = self, .controller = c.you, .ability = static_cast<std::int8_t>(printed),
                          .targets = c.targets, .trigger = code_of(*c.lib, printed, b), .it = c.it, .amount = c.dealt,
                          .player = c.that_player, .seller = c.seller, .other = c.other, .fight = c.fight.value_or(engine::combat_parties{})};
  item.counted = std::move(counted);
  if (read != o.st().card(self).def) item.text = static_cast<std::uint16_t>(read + 1);  // a copy that left play
  // Its card left play (`when this is destroyed: ... adjacent to this`): the place it was in.
  if (!engine::in_play(o.st().card(self).zone)) item.source_was = o.last_known_place(self);
  // Its card or `it` left play: their numbers as they were, read when it resolves.
  if (const engine::card_numbers* n = o.last_known_numbers(self)) item.source_numbers = *n;
  if (const engine::card_numbers* n = c.it == engine::no_card ? nullptr : o.last_known_numbers(c.it)) item.it_numbers = *n;
  item.it_moved = c.it != engine::no_card && o.moved_since_event(c.it);  // by an earlier trigger of the action
  o.push_trigger(item);
}

void resolve_trigger(const library& lib, const engine::stack_item& item, engine::ops& o, const switched_off& off) {
  const engine::state& s = o.st();
  const engine::def_id read = item.text ? static_cast<engine::def_id>(item.text - 1) : s.card(item.source).def;
  const checked::card& cc = *lib.cards()[(*s.db)[read].behaviour];
  const std::optional<bound_ability> b = ability_of(lib, cc, item.trigger);
  if (!b) throw std::logic_error("interpreter bug: a trigger on the stack names no ability of its card");
  if (trigger_named_gone(b->ability->effect, item.it, item.it_moved, item.source, o)) return;
  eval_context c = context_for(lib, o.st(), item.source, b->use, off);
  c.you = item.controller;
  c.it = item.it;
  c.its = its_of_trigger(b->ability->trigger, item.source);
  c.other = item.other;
  c.seller = item.seller;
  c.fight = item.fight;
  c.dealt = item.amount;
  c.heard_money = event_triggers::about_money(b->ability->trigger.ref) ? item.amount : 0;
  c.heard_draw = event_triggers::about_draws(b->ability->trigger.ref) ? item.amount : 0;
  c.that_player = item.player;
  c.self_was = item.source_was;  // read only while its card is out of play (place_of)
  c.self_numbers = &item.source_numbers;  // read only of the card they name, out of play
  c.it_numbers = &item.it_numbers;
  const auto sels = target_selections(b->ability->effect);
  if (!sels.empty()) {
    c.target_sels = &sels;
    c.targets = item.targets;
    c.counted = &item.counted;
  }
  run(c, b->ability->effect, o);
}

}  // namespace megacorp
