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

card_id unique_copy_played(const state& s, player_id p, card_id c) {
  for (card_id x : s.in_play) {
    const card_instance& xi = s.card(x);
    if (xi.zone != zone::network || xi.controller != p || xi.def != s.card(c).def) continue;
    if (s.rules.unique_sale_same_turn && xi.deployed_at <= s.deploys_before_turn) continue;  // an earlier turn's
    if (!ask(s, rule_query::can_be_controlled_twice, x, true)) return x;
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
    return refuse(why, "cannot sell {} from the hand: only the copies of a UNIQUE card the player has played, "
                  "one in their network, are sold from the hand (001 Glossary UNIQUE: \"A player that plays a card "
                  "with [UNIQUE] may reveal all copies of that same card in his hand and sell them\"{}); other "
                  "cards are sold from the network (001 Divest Phase)",
                  name_of(s, c), s.rules.unique_sale_same_turn ? "; variant unique-sale-same-turn: played this turn" : "");
  return true;
}

int hand_sale_value(const state& s, player_id p, card_id c) {
  int total = 0;
  for (card_id h : copies_in_hand(s, p, c)) total += valuation_of(s, h);
  return total;
}

}  // namespace engine
