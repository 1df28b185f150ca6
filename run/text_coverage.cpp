// Which card text runs: the abilities the engine would never consult (text_not_run,
// check_every_text_runs), and events described with the card text behind them.
#include <string>
#include <vector>

#include <fmt/format.h>

#include "engine/event_log.hpp"
#include "ir/render.hpp"
#include "run/text_behaviour.hpp"
#include "run/text_behaviour_parts.hpp"

namespace megacorp {

using checked::expr;
using checked::op;
using engine::no_card;
using text_run::kinds_for;
using text_run::upkeep_payment;
using text_run::view;

// The variant conditionals of a text decided by the game's rules; other conditions printed.
namespace {
condition_in_force in_force(const engine::state& s) {
  return [&s](const expr& e) { return e.o == op::rules_are ? (rules_in_force(s, e) ? 1 : 0) : -1; };
}
}  // namespace

std::string describe_with_text(const engine::event& e, const engine::state& s, const library& lib) {
  std::string text = engine::describe(e, s);
  const checked::keyword_use* kw = e.amount >= 0 ? granted_keyword(lib, static_cast<std::size_t>(e.amount)) : nullptr;
  if ((e.kind == engine::event_kind::keyword_granted || e.kind == engine::event_kind::keyword_lost ||
       e.kind == engine::event_kind::keyword_not_gained) &&
      kw) {
    const auto at = text.find("a keyword");
    if (at != std::string::npos) text.replace(at, 9, render_keyword_use(*kw));
    // A keyword given while a rule in play takes it: the rule outweighs the gift, whatever
    // their order (docs/rulings.md, A keyword given and taken); the log says so, as the
    // event found it when it was given (event::after), not from the state it is printed in.
    if (e.kind == engine::event_kind::keyword_granted && kw->def && e.after == 1)
      if (const auto cause_at = text.rfind(fmt::format(" ({}, ", e.why.rule)); cause_at != std::string::npos)
        text.insert(cause_at, ", but does not have it: a rule in play takes it, and outweighs the gift");
    return text;
  }
  if (e.kind != engine::event_kind::trigger_fired || e.card == no_card || e.amount < 0) return text;
  const checked::card& c = *lib.cards()[s.def(e.card).behaviour];
  const std::vector<bound_ability>& all = abilities_of(c);
  if (static_cast<std::size_t>(e.amount) >= all.size()) return text;
  const bound_ability& b = all[static_cast<std::size_t>(e.amount)];
  const std::string keyword = b.use ? fmt::format(" ({})", render_keyword_use(*b.use)) : std::string();
  return fmt::format("\"{}\"{}: {}.", c.name, keyword, render_in_force(*b.ability, b.use, in_force(s)));
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
                              ((r.o == op::grant_keyword || r.o == op::grant_keywords_of || r.o == op::copy_traits) && r.args.size() > 1);
        runs = modifier ? can_evaluate(r.args[0]) && (r.args.size() < 3 || can_evaluate(r.args[2]))
                        : view(r).f.e != nullptr && can_evaluate(r);
        break;
      }
      case checked::ability_kind::replacement:
        runs = event_triggers::replacement_at(a.trigger.ref) != nullptr;
        break;
      case checked::ability_kind::activated:
      case checked::ability_kind::resolve: runs = true; break;  // on the stack (001 Advanced Rules)
      case checked::ability_kind::additional_cost: runs = c.is(checked::event); break;  // paid as an event is played
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
