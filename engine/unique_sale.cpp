#include "engine/unique_sale.hpp"

#include "engine/behaviour.hpp"
#include "engine/refusal.hpp"

namespace engine {

namespace {
quoted_name name_of(const state& s, card_id c) { return {s.def(c).name}; }
}  // namespace

std::vector<card_id> copies_in_hand(const state& s, player_id p, card_id c) {
  std::vector<card_id> out;
  for (card_id h : s.player(p).hand)
    if (s.card(h).def == s.card(c).def) out.push_back(h);
  return out;
}

// A copy of c's card that player p played and that is a card with UNIQUE (rule query
// can_be_controlled_twice says no): deployed under p's control at some time (this turn only
// under unique-sale-same-turn), wherever it is now (in p's network under p's control only
// under unique-sale-copy-in-play).
card_id unique_copy_played(const state& s, player_id p, card_id c) {
  const def_id d = s.card(c).def;
  // No copy can be UNIQUE when no text could say so: not the card's printed text, not a rule
  // about other cards, not a keyword gained in play (an effect's or a card's that gives them).
  const bool could_be_unique = s.behaviour && (s.behaviour->may_answer_out_of_play(rule_query::can_be_controlled_twice, s.def(c)) ||
                                               !s.grants.empty() || !s.granting.empty());
  if (!could_be_unique) return no_card;
  for (card_id x = 0; x < s.cards.size(); ++x) {
    const card_instance& xi = s.card(x);
    if (xi.def != d || xi.deployed_by != p) continue;
    if (s.rules.unique_sale_same_turn && xi.deployed_at <= s.deploys_before_turn) continue;  // an earlier turn's
    if (s.rules.unique_sale_copy_in_play && (xi.zone != zone::network || xi.controller != p)) continue;
    if (!ask(s, path::unique_sale_copies, rule_query::can_be_controlled_twice, x, true)) return x;
  }
  return no_card;
}

bool hand_sale_ok(const state& s, player_id p, card_id c, std::string* why) {
  const card_instance& ci = s.card(c);
  if (ci.zone != zone::hand || ci.zone_player != p)
    return refuse(why, "cannot sell {} from a hand: it is not in player {}'s hand (001 Glossary UNIQUE: \"all "
                  "copies of that same card in his hand\")",
                  name_of(s, c), p + 1);
  if (unique_copy_played(s, p, c) == no_card)
    return refuse(why, "cannot sell {} from the hand: only the copies of a UNIQUE card the player has played "
                  "are sold from the hand (001 Glossary UNIQUE: \"A player that plays a card with [UNIQUE] may reveal "
                  "all copies of that same card in his hand and sell them\"{}{}); other cards are sold from the "
                  "network (001 Divest Phase)",
                  name_of(s, c), s.rules.unique_sale_same_turn ? "; variant unique-sale-same-turn: played this turn" : "",
                  s.rules.unique_sale_copy_in_play ? "; variant unique-sale-copy-in-play: and still in their network" : "");
  if (const card_id h = copy_not_sold(s, copies_in_hand(s, p, c), path::hand_sale_allowed); h != no_card)
    return refuse(why, "cannot sell {} from the hand: card text says {} cannot be sold{}", name_of(s, c), name_of(s, h),
                  (why ? text_that_decided(s, rule_query::can_be_sold, h) : std::string()));
  return true;
}

card_id copy_not_sold(const state& s, const std::vector<card_id>& copies, path at) {
  for (card_id h : copies)
    if (!ask(s, at, rule_query::can_be_sold, h, true)) return h;
  return no_card;
}

int hand_sale_value(const state& s, player_id p, card_id c) {
  int total = 0;
  for (card_id h : copies_in_hand(s, p, c)) total += valuation_of(s, h);
  return total;
}

}  // namespace engine
