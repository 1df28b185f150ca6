// Changes that last while a condition holds: numbering a card's text so the state can name
// a condition without holding text (engine::duration).
#include "run/durations.hpp"

#include <cstdint>
#include <limits>
#include <vector>

#include <fmt/format.h>

#include "ir/render.hpp"

namespace megacorp {

using checked::expr;
using checked::op;

namespace {

// A piece of a card's text that effects run from, with the keyword use its parameters
// are read from.
struct piece {
  const expr* root = nullptr;
  const checked::keyword_use* use = nullptr;
};

// The pieces of text a card's effects may run from, in a fixed order: its abilities'
// effects as abilities_of lists them (its own, then its keywords'), the arguments of its
// keywords (`do price` runs them as the card's own text), then the abilities of every
// keyword of the library (one it may have gained).
std::vector<piece> pieces(const library& lib, const checked::card& card) {
  std::vector<piece> out;
  for (const bound_ability& b : abilities_of(card)) out.push_back({&b.ability->effect, b.use});
  for (const checked::keyword_use& k : card.keywords)
    for (const expr& arg : k.args) out.push_back({&arg, nullptr});
  for (const auto& k : lib.keywords())
    for (const checked::ability& a : k->abilities) out.push_back({&a.effect, &k->bare});
  return out;
}

// The place of `target` in a walk of `root` (each expression, then its arguments), or -1.
int place_of(const expr& root, const expr* target, int& next) {
  if (&root == target) return next;
  ++next;
  for (const expr& a : root.args)
    if (const int at = place_of(a, target, next); at >= 0) return at;
  return -1;
}

// The expression at `place` in that walk, or null.
const expr* at_place(const expr& root, int place, int& next) {
  if (next == place) return &root;
  ++next;
  for (const expr& a : root.args)
    if (const expr* found = at_place(a, place, next)) return found;
  return nullptr;
}

// The condition of a change (`gets ... while CONDITION`): its last argument's.
const expr* condition_of(const expr& change) {
  if (change.args.empty() || change.args.back().o != op::while_condition || change.args.back().args.empty())
    return nullptr;
  return &change.args.back().args[0];
}

// The context a duration's condition is read in.
eval_context context_of(const library& lib, const engine::state& s, const engine::duration& d,
                        const checked::keyword_use* use, const switched_off& off) {
  eval_context c = context_for(lib, s, d.source, use, off);
  c.you = d.player;
  c.it = d.named;
  return c;
}

}  // namespace

std::optional<engine::duration> how_long(const eval_context& c, const expr& change, bool now) {
  // The duration's place: after the cards and the amount or keyword (`gets +2 BQ until end of
  // turn`), after the cards alone in `gain control of X while ...`. None: until end of turn.
  const std::size_t kept = change.o == op::gain_control ? 1 : 2;
  if (change.args.size() <= kept || change.args[kept].o == op::until_end_of_turn) return engine::duration{};
  // `until end of phase`, `until your next turn` (docs/rulings.md, Durations): `your` is
  // the player who carried the effect out.
  if (change.args[kept].o == op::until_end_of_phase || change.args[kept].o == op::until_next_turn) {
    engine::duration d;
    d.player = c.you;
    d.ends = change.args[kept].o == op::until_end_of_phase ? engine::lasts_until::end_of_phase : engine::lasts_until::next_turn;
    return d;
  }
  // `until the end of your next turn`: the engine makes it a change until end of turn as
  // that player's next turn begins (ops::arm_next_turn_ends).
  if (change.args[kept].o == op::until_end_of_next_turn) {
    engine::duration d;
    d.player = c.you;
    d.ends = engine::lasts_until::end_of_next_turn;
    return d;
  }
  // `until end of combat`: as the combat under way ends (001 Challenge Phase, Damage); the
  // runner makes no such change outside a combat (changes_end_with_combat).
  if (change.args[kept].o == op::until_end_of_combat) {
    engine::duration d;
    d.player = c.you;
    d.ends = engine::lasts_until::end_of_combat;
    return d;
  }
  // `until its controller's next accounting phase ends`: each changed card's
  // controller as that phase begins (the engine arms it then, docs/rulings.md, Durations).
  if (change.args[kept].o == op::until_controller_accounting) {
    engine::duration d;
    d.player = c.you;
    d.ends = engine::lasts_until::controller_accounting;
    return d;
  }
  if (change.args[kept].o != op::while_condition || !condition_of(change))
    throw text_not_supported(fmt::format("{}: the interpreter cannot run this duration yet ('{}')", where(change), render(change)));
  std::optional<engine::duration> placed = text_place(c, change);
  if (!placed)
    throw text_not_supported(fmt::format("{}: the interpreter cannot run a change 'while' a condition holds outside its "
                                         "card's own text yet ('{}')", where(change), render(change)));
  engine::duration d = *placed;
  d.ends = engine::lasts_until::condition_fails;
  // A condition that does not hold as the change is made: the change would end at once.
  if (now && !still_holds(*c.lib, *c.s, d, *c.off)) return std::nullopt;
  return d;
}

std::optional<engine::duration> for_card(const eval_context& c, engine::duration d, engine::card_id card) {
  if (!d.conditional()) return d;
  d.named = card;
  if (!still_holds(*c.lib, *c.s, d, *c.off)) return std::nullopt;
  return d;
}

bool changes_end_with_combat(const expr& change) {
  const std::size_t kept = change.o == op::gain_control ? 1 : 2;
  return change.args.size() > kept && change.args[kept].o == op::until_end_of_combat;
}

std::optional<engine::duration> text_place(const eval_context& c, const expr& node) {
  engine::duration d;
  d.source = c.self;
  d.player = c.you;
  d.named = c.found && !c.found->empty() ? c.found->front() : c.it;
  if (c.self != engine::no_card) d.def = c.s->card(c.self).def;
  const std::vector<piece> all = c.self == engine::no_card ? std::vector<piece>{} : pieces(*c.lib, checked_card(c, c.self));
  for (std::size_t i = 0; i < all.size(); ++i) {
    int next = 0;
    const int at = place_of(*all[i].root, &node, next);
    if (at < 0) continue;
    if (i > std::numeric_limits<std::uint16_t>::max() || at > std::numeric_limits<std::uint16_t>::max()) return std::nullopt;
    d.text = static_cast<std::uint16_t>(i);
    d.node = static_cast<std::uint16_t>(at);
    return d;
  }
  return std::nullopt;
}

const expr* text_at(const library& lib, const engine::state& s, const engine::duration& d, const checked::keyword_use** use) {
  const std::vector<piece> all = pieces(lib, *lib.cards()[(*s.db)[d.def].behaviour]);
  if (d.text >= all.size()) return nullptr;
  int next = 0;
  if (use) *use = all[d.text].use;
  return at_place(*all[d.text].root, d.node, next);
}

bool still_holds(const library& lib, const engine::state& s, const engine::duration& d, const switched_off& off) {
  if (!d.conditional()) return true;
  // the text that made the change, though its card became a copy since (docs/rulings.md, Copies)
  const checked::keyword_use* use = nullptr;
  const expr* change = text_at(lib, s, d, &use);
  const expr* condition = change ? condition_of(*change) : nullptr;
  if (!condition) return false;  // cannot happen: the numbers were taken from this text
  return holds(context_of(lib, s, d, use, off), *condition);
}

}  // namespace megacorp
