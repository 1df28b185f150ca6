// The costs' records (docs/vocabulary.md, section 10): when the engine's can_pay
// (run/costs.cpp) lets each be paid, the rulebook section and an `ability` line
// that checks. 001 Advanced Rules: "To play an ability, one must first pay the costs".
#include "vocabulary/cost_statements.hpp"

#include <algorithm>

namespace megacorp::cost_statements {

using checked::op;

namespace {

constexpr cost_doc cost_table[] = {
    {op::engage, "engage",
     {"engage SEL", "",
      "`this` or the named cards are disengaged and may engage (a card with `cannot be engaged` cannot); `engage a "
      "character you control` offers only those",
      "001 Advanced Rules; Glossary ENGAGE",
      "ability \"Prophecy\": engage this -> search your main deck for a card with #PSIONIC, reveal it, put it into "
      "your hand"}},
    {op::disengage, "disengage",
     {"disengage SEL", "", "the card(s) are engaged", "001 Advanced Rules; Glossary DISENGAGE",
      "ability: disengage this -> draw 1 card"}},
    {op::pay_money, "pay",
     {"pay MONEY` / `pay COST", "",
      "the player has the money and, for a cost with trait costs (`pay 1M + 1BQ`, `pay 2 IQ`), those traits in "
      "their trait pool, produced before by engaging cards (001 Buy Phase); a money payment is changed by `... cost "
      "1M less to activate`, trait costs never; `pay x`: always, the player choosing x as it is paid (section 9)",
      "001 Advanced Rules; 001 Buy Phase", "ability: pay 2M -> draw 1 card"}},
    {op::destroy, "destroy",
     {"destroy SEL", "", "the card(s) are in a network (with `a`: some card that fits is); a selection of cards in a "
      "hand, deck, open market or annihilated zone is a check error, as it could never be paid (`discard` pays with a "
      "card of the hand)",
      "001 Advanced Rules; 001 Challenge Phase, Damage", "ability: destroy a card with #CONSUMER you control -> draw 1 card"}},
    {op::annihilate, "annihilate",
     {"annihilate SEL", "", "the card(s) are in a network (with `a`: some card that fits is)",
      "001 Advanced Rules; Glossary ANNIHILATE", "ability: annihilate a card with #CONSUMER you control -> reset this"}},
    {op::discard, "discard",
     {"discard SEL", "", "the card(s) are in your hand", "001 Advanced Rules; Glossary DISCARD",
      "ability: discard a card in your hand -> draw 2 cards"}},
    {op::reveal, "reveal",
     {"reveal SEL", "", "the card(s) are in your hand", "001 Advanced Rules",
      "ability: reveal a card with #GMO in your hand -> gain 1M"}},
    {op::sell, "sell",
     {"sell SEL", "",
      "`this` or a card that fits which the payer controls can be sold as card text sells it (in their own network, "
      "no `cannot be sold`); paying sells it: they gain its sale value and it goes to its owner's open market "
      "(`sell` in section 6). Naming other cards than `this` or `... you control` is a check error",
      "001 Divest Phase; docs/rulings.md, Sold by card text",
      "ability: sell a character you control -> draw 2 cards"}},
    {op::put, "put into your hand",
     {"put SEL into your hand", "",
      "`this` or a card that fits which the payer controls is in play; paying puts it into the hand named (`your "
      "hand`, `its owner's hand`); `put` into another zone, or naming other cards than `this` or `... you control`, "
      "is a check error (an effect, after the `->`)",
      "001 The Zones of the Game; 001 Advanced Rules",
      "ability: put a character you control into your hand -> draw 2 cards"}},
    {op::remove_counters, "remove counters",
     {"remove N development counters from SEL", "",
      "each card named has N development counters (`all`: at least one; with `a`: some card that fits has them); "
      "paying takes them off",
      "003 Glossary DEVELOPMENT", "ability: remove 1 development counter from this -> draw 1 card"}},
    {op::nothing, "do nothing",
     {"do nothing", "", "always", "001 Advanced Rules", "ability: do nothing -> gain 1M"}},
    {op::do_parameter, "do PARAMETER",
     {"do PARAM", "",
      "the keyword's `effect` argument can be paid, as the card's own costs; where a keyword pays a cost with `do "
      "price ->`, the checker checks the argument a card gives for `price` as costs (`(draw 1 card)` there is an "
      "error)",
      "001 Advanced Rules",
      "keyword \"REFERENCE TOLLGATE\" (price: effect) { ability \"Toll\": do price -> gain 3M }"}},
};

}  // namespace

std::span<const cost_doc> all() { return cost_table; }

bool payable(checked::op o) { return doc_of(o) != nullptr; }

const doc_record* doc_of(checked::op o) {
  const auto* found = std::find_if(std::begin(cost_table), std::end(cost_table), [o](const cost_doc& d) { return d.o == o; });
  return found == std::end(cost_table) ? nullptr : &found->doc;
}

std::string names() {
  std::string out;
  for (const cost_doc& d : cost_table) {
    if (!out.empty()) out += ", ";
    out += d.name;
  }
  return out;
}

}  // namespace megacorp::cost_statements
