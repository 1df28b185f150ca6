// Costs paid with a card of the payer's in play: `sell SEL` (001 Divest Phase: "sell any card
// in your network that you control") and `put SEL into your hand` (001 The Zones of the
// Game), docs/vocabulary.md 10. The cost names `this` or cards the payer controls; a card put
// anywhere but a hand is an effect, after the '->'.
#include <algorithm>
#include <string>

#include <fmt/format.h>

#include "check/check_parts.hpp"
#include "check/checker.hpp"
#include "check/statement_checks.hpp"

namespace megacorp {

using checked::expr;
using checked::op;

namespace {

// `this`, or a selection with `you control` (`a character you control`).
bool payers_card(const expr& sel) {
  if (sel.o == op::this_card) return true;
  return sel.o == op::select && std::any_of(sel.args.begin(), sel.args.end(), [](const expr& f) {
           return f.o == op::controlled_by && words::as<words::controller>(f.word) == words::controller::you;
         });
}

// `into your hand`, `into its owner's hand`, `into its controller's hand`: the payer's, as the
// cards are theirs (an opponent's hand, a deck or a network is no cost: an effect).
bool into_payers_hand(const expr& dest) {
  if (dest.o != op::into || dest.args.empty() || words::as<words::zone>(dest.args[0].word) != words::zone::hand) return false;
  const expr& z = dest.args[0];
  const auto whose = std::find_if(z.args.begin(), z.args.end(), [](const expr& a) { return a.o == op::player_ref; });
  if (whose == z.args.end()) return false;
  const words::owner o = words::as<words::owner>(whose->word);
  return o == words::owner::acting || o == words::owner::card_owner || o == words::owner::card_controller;
}

}  // namespace

void checker::statements::refuse_cost_cards(checker& c, const node& n, const expr& e) {
  if (e.o != op::sell && e.o != op::put) return;
  const std::string_view verb = e.o == op::sell ? "sell" : "put ... into your hand";
  if (e.o == op::put && (e.args.size() < 2 || !into_payers_hand(e.args[1])))
    c.error(n, "as a cost, 'put' puts cards the payer controls into their hand ('put a character you control into "
               "your hand', 001 The Zones of the Game); a card put anywhere else is an effect, written after the '->'");
  else if (!e.args.empty() && !payers_card(e.args[0]))
    c.error(n, fmt::format("as a cost, '{}' is paid with a card in play that the payer controls: name 'this' or cards "
                           "you control ('a character you control'; 001 Divest Phase: \"any card in your network that "
                           "you control\"; 001 Advanced Rules: the player pays the costs)",
                           verb));
}

}  // namespace megacorp
