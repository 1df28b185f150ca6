// The one legality predicate: check(state, action) -> OK or a reason naming the rule.
#include "engine/behaviour.hpp"
#include "engine/book_numbers.hpp"
#include "engine/combat.hpp"
#include "engine/flow.hpp"
#include "engine/legality.hpp"
#include "engine/network.hpp"
#include "engine/refusal.hpp"
#include "engine/rules.hpp"
#include "engine/stack.hpp"
#include "engine/unique_sale.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <array>

namespace engine {

namespace {

constexpr std::string_view upkeep_verb = "pay the upkeep of";

// The sentence a price rests on: an upkeep's (001 Accounting Phase); a pile's is its cards'
// together (001 Bonding); any other is the price itself (001 How to Buy a Card). No book
// says more of paying money one lacks.
std::string_view price_sentence(const state& s, card_id what, std::string_view verb) {
  if (verb == upkeep_verb) return "001 Accounting Phase: \"Pay any UPKEEP costs of cards with UPKEEP in your network\"";
  if (verb == "play") return "001 Advanced Rules: \"the Event is announced from the hand, paid for its cost\"";
  // A business bought is its player bought out (blind rules batch 100: the refusal cited the buy of a card).
  if (is_business(s, what) && s.card(what).zone == zone::network)
    return "001 Winning the Game 3.: \"You buy out your opponent's business by paying its Valuation cost\"";
  if (s.card(what).zone == zone::network && !s.pile_under(what).empty())
    return "001 Bonding: \"If you're buying a card, and it has cards bonded to it, you must pay for those cards as "
           "well or you cannot buy the card\"";
  return "001 How to Buy a Card: \"simply pay that much money\"";
}

// A bought or played card's money price that card text changed, against its printed one (in a
// network, what its pile is worth): said in the refusal, as an ability's changed cost is.
std::string changed_price_note(const state& s, card_id what, std::string_view verb, int money) {
  if (verb != "buy" && verb != "play") return {};
  const int printed = verb == "buy" && s.card(what).zone == zone::network ? buy_price(s, what).worth : s.def(what).cost.money;
  if (printed == money) return {};
  return fmt::format(", card text having {} its printed {}M", money > printed ? "raised" : "lowered", printed);
}

}  // namespace

// What a player short of traits may do (001 Buy Phase): produce them when the game lets him
// (a legal `produces` now, whatever rule decides when), else nothing pays the cost now.
// In the Accounting Phase (a revealed resource's trait cost) the phase's own sentence is
// cited: it has a trait pool (docs/rulings.md, blind rules batch 5, c20).
std::string trait_shortfall_help(const state& s, player_id p, trait t) {
  const bool accounting = s.phase == phase::accounting;
  const std::string_view where = accounting ? "001 Accounting Phase: \"All Trait Pools empty at the end of the "
                                              "Accounting Phase\"; 001 Buy Phase"
                                            : "001 Buy Phase";
  for (card_id c : s.in_play)
    if (s.card(c).controller == p && is_legal(s, act::produce(p, c, t)))
      return fmt::format("{}: engage cards you control to produce traits", where);
  return fmt::format("{}: traits are produced by engaging cards you control; player {} cannot produce {} "
                     "now, so this cost cannot be paid now", where, p + 1, to_string(t));
}

// A price is paid with money held: what "pay" means, as no book lets money go below 0
// (docs/rulings.md, Paying money).
bool affordable(const state& s, player_id p, const cost& c, std::string_view verb, card_id what, std::string* why) {
  const player_state& ps = s.player(p);
  if (c.money > ps.money)
    return refuse(why, "cannot {} \"{}\": it costs {}M and player {} has {}M{} ({}; 001 Money: \"Money is used to "
                  "pay for Events, deploy Characters\"; to pay is to hand over money held, and no book lets money go below 0: "
                  "docs/rulings.md, Paying money)",
                  verb, s.name_of(what), c.money, p + 1, ps.money,
                  why ? changed_price_note(s, what, verb, c.money) : std::string(), price_sentence(s, what, verb));
  for (trait t : all_traits) {
    const int need = c.traits[static_cast<int>(t)];
    const amount have = ps.pool[static_cast<int>(t)];
    // A pile's trait cost is its cards' together (blind rules batch 90: the top's own cost
    // had none, and the message cited only the Buy Phase).
    const bool pile = s.card(what).zone == zone::network && !s.pile_under(what).empty() && verb != upkeep_verb;
    // An upkeep's names the sentence asking it (blind rules batch 108: only the pools' was cited).
    const bool cite_price = pile || verb == upkeep_verb;
    if (need > have)
      return refuse(why, "cannot {} \"{}\": it needs {} {}{} and the trait pool has {} {} ({}{})", verb, s.name_of(what),
                    need, to_string(t), pile ? " with the cards bonded under it" : "", have, to_string(t),
                    why ? trait_shortfall_help(s, p, t) : std::string(),
                    cite_price && why ? fmt::format("; {}", price_sentence(s, what, verb)) : std::string());
  }
  return true;
}

bool deploy_ok(const state& s, const action& a, card_id moving, std::string* why) {
  if (a.network >= s.player_count() || s.player(a.network).lost)
    return refuse(why, "cannot deploy \"{}\": there is no such network in the game", s.name_of(a.card));
  // A card on the space that may be deployed onto (rule query can_be_deployed_onto) is
  // treated as absent: it will bond under the new card.
  const card_id here = s.player(a.network).network.at(a.at);
  const bool onto = here != no_card && here != moving && ask(s, path::deploy_onto_checked, rule_query::can_be_deployed_onto, here, false, a.card);
  const std::string_view r = deploy_refusal(s.player(a.network).network, a.at, onto ? here : moving);
  if (!r.empty())
    return refuse(why, "cannot deploy \"{}\" at {},{} in player {}'s network: {}", s.name_of(a.card), a.at.x, a.at.y,
                  a.network + 1, r);
  return true;
}

namespace {

bool valid_card(const state& s, card_id c) { return c < s.cards.size(); }

// Card text may forbid a buy (rule query can_be_bought), asked on every path a buy arises
// by: from a hand, an open market, a network (001 Buy Phase) and of the revealed resource
// (001 Accounting Phase).
// The card and, for a pile in a network, every card bonded under it: 001 Bonding, "If you're
// buying a card, and it has cards bonded to it, you must pay for those cards as well", so
// they are bought with it, and one whose text says it cannot be bought keeps the pile
// (variant pile-bought-by-its-top: the top's text alone decides).
bool text_allows_buy(const state& s, card_id c, std::string* why) {
  if (!ask(s, path::buy_allowed, rule_query::can_be_bought, c, true))
    return refuse(why, "cannot buy \"{}\": card text forbids the buy{}", s.name_of(c),
                  (why ? text_that_decided(s, rule_query::can_be_bought, c) : std::string()));
  if (s.card(c).zone != zone::network || s.rules.pile_bought_by_its_top) return true;
  for (card_id u : s.pile_under(c))
    if (!ask(s, path::buy_pile_allowed, rule_query::can_be_bought, u, true))
      return refuse(why, "cannot buy \"{}\": \"{}\" is bonded under it and is bought with it (001 Bonding), and card "
                    "text says it cannot be bought{}",
                    s.name_of(c), s.name_of(u), (why ? text_that_decided(s, rule_query::can_be_bought, u) : std::string()));
  return true;
}

}  // namespace

namespace {

// Card text lets this card, not an event, be played at any time (001 Glossary ABRUPT), whatever
// the variant only-events-any-time says of it.
bool text_plays_any_time(const state& s, player_id p, card_id c) {
  const card_instance& ci = s.card(c);
  return ci.zone == zone::hand && ci.zone_player == p && !s.def(c).is(card_type::event) && s.phase != phase::bidding &&
         s.phase != phase::mulligan && s.behaviour &&
         s.behaviour->may_answer_out_of_play(rule_query::can_be_played_any_time, s.def(c)) &&
         ask(s, path::buy_any_time, rule_query::can_be_played_any_time, c, false);
}

}  // namespace

bool bought_any_time(const state& s, player_id p, card_id c) {
  return !s.rules.only_events_any_time && text_plays_any_time(s, p, c);
}

bool any_time_buys_possible(const state& s) {
  return !s.rules.only_events_any_time && s.behaviour &&
         s.behaviour->may_answer_out_of_play_for_some_non_event(rule_query::can_be_played_any_time);
}

bool deployed_for_free(const state& s, player_id p, card_id c) {
  const card_instance& ci = s.card(c);
  return ci.zone == zone::hand && ci.zone_player == p && s.behaviour &&
         s.behaviour->may_answer_out_of_play(rule_query::can_be_deployed_free, s.def(c)) &&
         ask(s, path::buy_for_free, rule_query::can_be_deployed_free, c, false);
}

bool played_for_free(const state& s, player_id p, card_id c) {
  const card_instance& ci = s.card(c);
  return ci.zone == zone::hand && ci.zone_player == p && s.behaviour &&
         s.behaviour->may_answer_out_of_play(rule_query::can_be_deployed_free, s.def(c)) &&
         ask(s, path::play_for_free, rule_query::can_be_deployed_free, c, false);
}

bool buy_card_ok(const state& s, player_id p, card_id c, card_id& moving, std::string* why, bool free) {
  moving = no_card;
  const card_instance& ci = s.card(c);
  if (s.phase != phase::buy && !bought_any_time(s, p, c))
    return refuse(why, "cannot buy \"{}\" in the {} (001 Buy Phase: cards are bought in the Buy Phase)", s.name_of(c),
                  to_string(s.phase));
  if (s.def(c).is(card_type::event) && (ci.zone != zone::open_market || s.rules.events_not_bought))
    return refuse(why, "cannot buy \"{}\": an event is played from the hand, not bought (001 Advanced Rules: "
                  "Events, Abilities and the Stack){}",
                  s.name_of(c), ci.zone == zone::open_market ? "; variant events-not-bought buys no event" : "");
  if (s.def(c).is(card_type::event))
    return refuse(why, "cannot buy \"{}\" and deploy it as a card: an event bought from an open market is played "
                  "from there, its cost paid and its targets chosen (docs/rulings.md, An event bought from an open "
                  "market)",
                  s.name_of(c));
  if (ci.zone == zone::hand) {
    if (ci.zone_player != p) return refuse(why, "cannot buy \"{}\": it is in another player's hand (001 Buy Phase)", s.name_of(c));
  } else if (ci.zone == zone::open_market) {
    const auto& om = s.player(ci.zone_player).open_market;
    if (s.player(ci.zone_player).lost)
      return refuse(why, "cannot buy \"{}\": its open market left the game with its player", s.name_of(c));
    if (om.back() != c)
      return refuse(why, "cannot buy \"{}\": it is not the top card of the open market (001 The Zones of the Game: "
                    "only the top-most card of an open market can be bought)",
                    s.name_of(c));
  } else if (ci.zone == zone::network) {
    const player_id holder = ci.zone_player;
    if (holder == p || ci.controller == p)
      return refuse(why, "cannot buy \"{}\": it is already in your network or under your control (001 Buy Phase: "
                    "cards are bought from an opponent's network)",
                    s.name_of(c));
    if (!ci.engaged && !(s.rules.buy_out_disengaged && is_business(s, c)))  // variant buy-out-disengaged
      return refuse(why, "cannot buy \"{}\": it is disengaged (001 Buy Phase: only engaged cards in an opponent's "
                    "network can be bought{})",
                    s.name_of(c), is_business(s, c) ? "; a buy-out is such a buy, docs/rulings.md, Buying out a business" : "");
    if (s.rules.network_buys_after_second_turn && s.player(holder).turns_completed < book::turns_before_network_buys)
      return refuse(why, "cannot buy \"{}\": player {}'s second turn is not over (001 Buy Phase: you cannot buy a "
                    "card from your opponent's network until their second turn has concluded)",
                    s.name_of(c), holder + 1);
    moving = c;
  } else if (ci.zone == zone::annihilated) {
    return refuse(why, "cannot buy \"{}\": cards in the annihilated zone cannot come back or be bought (001 Annihilated "
                  "Zone)",
                  s.name_of(c));
  } else {
    return refuse(why, "cannot buy \"{}\": it is in the {} (001 Buy Phase: cards are bought from your hand, the top "
                  "of an open market or an opponent's network)",
                  s.name_of(c), to_string(ci.zone));
  }
  if (free && !deployed_for_free(s, p, c))
    return refuse(why, "cannot buy \"{}\" for free: no text lets it be deployed from your hand for free (001 Buy Phase: "
                  "a card's cost is paid){}",
                  s.name_of(c), why ? text_that_decided(s, rule_query::can_be_deployed_free, c) : std::string());
  return text_allows_buy(s, c, why) && (free || affordable(s, p, buy_price(s, c).amount, "buy", c, why));
}

// 001 The Zones of the Game, Open Market: "Both players can buy the top-most card of ANY open
// market pile"; an event is bought by playing it from there (docs/rulings.md, An event bought
// from an open market): a buy, so by the turn player in their Buy Phase with no round of
// priority open, as check_into asks of any buy; never under variant events-not-bought.
bool market_event_ok(const state& s, const action& a, std::string* why) {
  const card_instance& ci = s.card(a.card);
  const player_id pile = ci.zone_player;
  if (s.rules.events_not_bought)
    return refuse(why, "cannot play \"{}\" from player {}'s open market: variant events-not-bought buys no event "
                  "there (001 Advanced Rules: \"the Event is announced from the hand\")",
                  s.name_of(a.card), pile + 1);
  if (s.player(pile).lost)
    return refuse(why, "cannot buy \"{}\": its open market left the game with its player", s.name_of(a.card));
  if (s.player(pile).open_market.back() != a.card)
    return refuse(why, "cannot buy \"{}\": it is not the top card of the open market (001 The Zones of the Game: "
                  "only the top-most card of an open market can be bought)",
                  s.name_of(a.card));
  if (!market_events_buyable(s, a.player))
    return refuse(why, "cannot play \"{}\" from player {}'s open market now: an event there is bought, by the turn "
                  "player in their Buy Phase with no effect or pass waiting (001 Buy Phase: \"The Buy Phase is when "
                  "you buy and deploy cards from your hand, the open market\")",
                  s.name_of(a.card), pile + 1);
  if (a.value == 1)
    return refuse(why, "cannot play \"{}\" for free: it is bought from the open market for its cost (001 Buy Phase)",
                  s.name_of(a.card));
  return text_allows_buy(s, a.card, why);
}

bool market_events_buyable(const state& s, player_id p) {
  return s.phase == phase::buy && s.active == p && !s.priority.open() && !s.rules.events_not_bought;
}

bool is_business(const state& s, card_id c) {
  return std::any_of(s.players.begin(), s.players.end(), [c](const player_state& p) { return p.business == c; });
}

namespace {

// A player card text says cannot lose the game cannot be bought out (001 Winning the Game 3.:
// the buy-out is a loss; docs/rulings.md, Players who cannot lose or gain).
bool buy_out_allowed(const state& s, card_id business, std::string* why) {
  for (player_id q = 0; q < s.player_count(); ++q)
    if (s.player(q).business == business && !can_lose_game(s, path::buy_out_allowed, q))
      return refuse(why, "cannot buy out \"{}\": player {} cannot lose the game (001 Winning the Game 3.: a buy-out is "
                    "a loss){}",
                    s.name_of(business), q + 1, why ? text_that_decided(s, rule_query::can_lose_game, business) : std::string());
  return true;
}

bool check_buy(const state& s, const action& a, std::string* why) {
  const card_id c = a.card;
  card_id moving = no_card;
  if (a.value != 0 && a.value != 1) return refuse(why, "a buy's value is 0 (paid) or 1 (for free)");
  if (!buy_card_ok(s, a.player, c, moving, why, a.value == 1)) return false;
  // Buying out a business (001 Winning the Game 3.) ends its player's game; it is not redeployed.
  if (is_business(s, c)) {
    if (a.network != no_player)
      return refuse(why, "cannot deploy \"{}\": buying a business buys its player out (001 Winning the Game 3.)",
                    s.name_of(c));
    return buy_out_allowed(s, c, why);
  }
  return deploy_ok(s, a, moving, why);
}

// engaged_rule: the sentence that asks the card disengaged (the sale's is 001 Divest Phase's);
// control_rule, the one that asks it controlled (empty: not asked, the variant's owner is).
bool own_top_card(const state& s, const action& a, std::string_view verb, std::string_view engaged_rule,
                  std::string_view control_rule, std::string* why) {
  const card_instance& ci = s.card(a.card);
  if (ci.zone != zone::network)
    return refuse(why, "cannot {} \"{}\": it is not the top card of a pile in a network (001 Bonding: cards under "
                  "the first card cannot engage)",
                  verb, s.name_of(a.card));
  if (!control_rule.empty() && !uses_as_its_own(s, a.player, a.card))
    return refuse(why, "cannot {} \"{}\": player {} does not control it ({})", verb, s.name_of(a.card), a.player + 1,
                  control_rule);
  if (ci.engaged && !engaged_rule.empty())  // empty: card text lets it act engaged
    return refuse(why, "cannot {} \"{}\": it is engaged ({})", verb, s.name_of(a.card), engaged_rule);
  return true;
}

// A card is engaged to produce, or sold, only in its controller's own network (the
// sentence quoted); variant your_cards_in_any_network: in any network (docs/rulings.md).
bool in_own_network(const state& s, const action& a, std::string_view verb, std::string_view rule, std::string* why) {
  if (s.card(a.card).zone_player == a.player || s.rules.your_cards_in_any_network) return true;
  return refuse(why, "cannot {} \"{}\": it is in player {}'s network ({})", verb, s.name_of(a.card),
                s.card(a.card).zone_player + 1, rule);
}

// A mode of `choose one: A; or B` (docs/rulings.md, Modes): one of the modes that may be
// chosen; never declined.
bool check_mode(const choice_request& q, const action& a, const std::string& source, std::string* why) {
  if (a.kind != action_kind::choose_mode) return refuse(why, "{} asks for one of its modes: {}", source, q.what);
  if (std::find(q.open_modes.begin(), q.open_modes.end(), a.value) != q.open_modes.end()) return true;
  if (a.value >= 0 && static_cast<std::size_t>(a.value) < q.modes.size())
    return refuse(why, "mode {} (\"{}\") cannot be chosen: its first statement cannot be carried out now (docs/rulings.md, Modes): {}", a.value + 1,
                  q.modes[static_cast<std::size_t>(a.value)], q.what);
  return refuse(why, "{} has no mode {}: {}", source, a.value + 1, q.what);
}

// An answer to the pending question (engine/decision.hpp); nothing else is legal until it
// is answered, since the action that asked is only part done.
bool check_answer(const state& s, const action& a, std::string* why) {
  const pending_decision& d = *s.pending;
  const choice_request& q = d.question;
  const std::string source = q.source == no_card ? "card text" : "\"" + s.name_of(q.source) + "\"";
  if (!is_answer(a.kind)) {
    // The rule that stops it while the question is open (blind rules batch 93: none was named):
    // the End Phase process takes no action; an event or ability waits for priority, which no
    // one holds while an action is only part done.
    const bool adds = a.kind == action_kind::play || a.kind == action_kind::activate;
    const char* rule = s.end_process ? "001 End Phase: \"once it has begun no player may take any actions\""
                       : adds ? "an action is only part done while card text asks; 001 Advanced Rules: \"A player can "
                                "only add an Ability or Event when said player has player priority\""
                              : "an action is only part done while card text asks";
    return refuse(why, "player {} must first answer {}: {} ({})", q.player + 1, source, q.what, rule);
  }
  if (a.player != q.player)
    return refuse(why, "player {} cannot answer: {} asks player {}", a.player + 1, source, q.player + 1);
  if (q.may) {
    if (a.kind == action_kind::accept || a.kind == action_kind::decline) return true;
    return refuse(why, "{} asks whether to {}: accept or decline", source, q.what);
  }
  if (a.kind == action_kind::accept) return refuse(why, "{} asks for a choice, not a yes or no: {}", source, q.what);
  if (q.asks_amount()) {
    if (a.kind != action_kind::choose_amount) return refuse(why, "{} asks for an amount, 0M to {}M: {}", source, q.up_to, q.what);
    if (a.value < 0 || a.value > q.up_to) return refuse(why, "{}M is not an amount {} allows (0M to {}M): {}", a.value, source, q.up_to, q.what);
    if (!q.amount_allowed(a.value))
      return refuse(why, "{}M is not an amount {} allows: the targets chosen with it fit their text only with x among "
                    "{}M (docs/rulings.md, A cost the player chooses): {}",
                    a.value, source, fmt::join(q.amounts, "M, "), q.what);
    return true;
  }
  if (q.asks_mode()) return check_mode(q, a, source, why);
  if (a.kind == action_kind::decline) {
    const std::size_t need = q.optional ? 0 : static_cast<std::size_t>(std::max(1, q.at_least));
    if (d.picked.size() >= need) return true;
    if (!d.picked.empty())
      return refuse(why, "player {} must choose {} in all: {} asks for {}", q.player + 1, need, source, q.what);
    return refuse(why, "player {} must choose: {} asks for {} and allows none to be declined", q.player + 1, source,
                  q.what);
  }
  if (q.asks_cell()) {
    if (a.kind != action_kind::choose_cell) return refuse(why, "{} asks for a place: {}", source, q.what);
    if (std::find(q.cells.begin(), q.cells.end(), a.at) == q.cells.end())
      return refuse(why, "{},{} is not a place {} allows: {}", a.at.x, a.at.y, source, q.what);
    return true;
  }
  if (q.asks_player()) {
    if (a.kind != action_kind::choose_player) return refuse(why, "{} asks for a player: {}", source, q.what);
    if (std::find(q.players.begin(), q.players.end(), a.whom) == q.players.end())
      return refuse(why, "player {} is not {}", a.whom + 1, q.what);
    return true;
  }
  if (a.kind != action_kind::choose) return refuse(why, "{} asks for a card: {}", source, q.what);
  if (!valid_card(s, a.card) || std::find(q.options.begin(), q.options.end(), a.card) == q.options.end())
    return refuse(why, "{} is not {}", valid_card(s, a.card) ? "\"" + s.name_of(a.card) + "\"" : "that card", q.what);
  if (std::find(d.picked.begin(), d.picked.end(), a.card) != d.picked.end())
    return refuse(why, "\"{}\" is already chosen", s.name_of(a.card));
  std::vector<card_id> with = d.picked;
  with.push_back(a.card);
  if (const std::string r = q.refusal(with); !r.empty()) return refuse(why, "{}: {} asks for {}", r, source, q.what);
  return true;
}

// `rule: this must be sold`: a card its controller must sell in the Divest Phase, if the
// sale is legal and no card was sold yet this turn (001 Divest Phase: one card).
bool sale_left_undone(const state& s, player_id p, std::string* why) {
  if (!s.behaviour || !s.behaviour->may_answer(rule_query::must_be_sold) || s.sold_this_turn) return false;
  for (card_id c : s.in_play)
    if (s.card(c).zone == zone::network && s.card(c).controller == p && ask(s, path::must_sell_asked, rule_query::must_be_sold, c, false) &&
        is_legal(s, act::sell(p, c)))
      return !refuse(why, "{} must be sold, and it can be{}", s.name_of(c),
                     (why ? text_that_decided(s, rule_query::must_be_sold, c, no_card) : std::string()));
  return false;
}

// `rule: this must be bought by an opponent`: a card the turn player must buy in the Buy
// Phase while some way of buying it is legal.
bool buy_left_undone(const state& s, player_id p, std::string* why) {
  if (!s.behaviour || !s.behaviour->may_answer(rule_query::must_be_bought)) return false;
  std::vector<action> buys;
  add_buy_candidates(s, p, buys);
  for (const action& b : buys)
    if (b.card != no_card && ask(s, path::must_buy_asked, rule_query::must_be_bought, b.card, false) && is_legal(s, b))
      return !refuse(why, "{} must be bought, and it can be{}", s.name_of(b.card),
                     (why ? text_that_decided(s, rule_query::must_be_bought, b.card, no_card) : std::string()));
  return false;
}

// The legality of each kind of action, once check_into has found the player may act now:
// one function per kind.

bool check_bid(const state& s, const action& a, std::string* why) {
  // Under variant random-first-player (no bidding) there never was one to be over.
  if (s.phase != phase::bidding && s.rules.bidding == bid_variant::no_bidding_random)
    return refuse(why, "the bidding is over before any bid: bids are made before the game, and here none is, the "
                  "first player being chosen at random (variant random-first-player; 002 Setting up the game: \"Choose a "
                  "random player\")");
  if (s.phase != phase::bidding)
    return refuse(why, "the bidding is over (now: {}): bids are made before the game, until one player bids most or "
                  "a third tie ends it with a random first player (001 Beginning of the game)", to_string(s.phase));
  if (a.value < 0 || a.value > book::max_bid || a.value > s.player(a.player).money)
    return refuse(why, "a bid is 0 to {} money (001 Beginning of the game: players start with {} - X)", book::max_bid,
                  book::starting_money);
  return true;
}

bool check_hand_decision(const state& s, const action& a, std::string* why) {
  if (s.phase != phase::mulligan)
    return refuse(why, "mulligans happen after the first player is decided (001 Beginning of the game)");
  const player_state& ps = s.player(a.player);
  if (a.kind == action_kind::mulligan && ps.mulligans >= s.rules.mulligan_limit)
    return refuse(why, "player {} has used the {} {} allowed ({})", a.player + 1, s.rules.mulligan_limit,
                  s.rules.mulligan_limit == 1 ? "mulligan" : "mulligans",
                  s.rules.mulligan_limit < book::max_mulligans
                      ? "003 Beginning of the game: \"Any player may choose to Mulligan their hand, shuffling it back "
                        "and drawing one less\", once; variant single-mulligan"
                      : "001 Beginning of the game: \"drawing one less card each time they do so, and they may do this "
                        "until they aren't able to draw any cards for their starting hand\"");
  if (a.kind == action_kind::mulligan && book::opening_hand - ps.mulligans <= 0)
    return refuse(why, "no card is left to draw for a smaller hand (001 Beginning of the game: until they "
                  "aren't able to draw any cards)");
  return true;
}

bool check_upkeep(const state& s, const action& a, std::string* why) {
  if (s.phase != phase::accounting || s.step != accounting_step::upkeep)
    return refuse(why, "upkeep is decided at the upkeep step of the Accounting Phase (001 Accounting Phase)");
  const auto pending = flow::pending_upkeep(s);
  if (std::find(pending.begin(), pending.end(), a.card) == pending.end()) {
    // A card under a pile: its UPKEEP is its pile's top's (001 Bonding: the top "gains all
    // keywords of the cards bonded to it"), which is the card asked.
    const card_instance& ci = s.card(a.card);
    if (ci.zone == zone::bonded && std::find(pending.begin(), pending.end(), ci.host) != pending.end())
      return refuse(why, "\"{}\" has no upkeep to decide now: it is bonded under \"{}\", whose upkeep is asked (001 "
                    "Bonding: the top card \"gains all keywords of the cards bonded to it\"; 001 Accounting Phase)",
                    s.name_of(a.card), s.name_of(ci.host));
    // Another player's card (blind rules batch 115, UK: "no upkeep to decide now" read as a time).
    if (const bool by_controller = s.rules.upkeep_by_controller; in_play(ci.zone) &&
        (by_controller ? ci.controller != s.active : ci.zone_player != s.active))
      return refuse(why, "\"{}\" has no upkeep to decide now: {} (001 Accounting Phase: \"Pay any UPKEEP costs of cards "
                    "with UPKEEP in your network\"{})",
                    s.name_of(a.card),
                    by_controller ? fmt::format("player {} controls it", ci.controller + 1)
                                  : fmt::format("it is in player {}'s network", ci.zone_player + 1),
                    by_controller ? "; variant upkeep-by-controller: the cards its player controls" : "");
    return refuse(why, "\"{}\" has no upkeep to decide now (001 Accounting Phase)", s.name_of(a.card));
  }
  if (a.kind == action_kind::pay_upkeep)
    return affordable(s, a.player, *upkeep_cost(s, a.card), upkeep_verb, a.card, why);
  return true;
}

bool check_buy_revealed(const state& s, const action& a, std::string* why) {
  if (s.phase != phase::accounting || s.step != accounting_step::reveal || flow::revealed_card(s) != a.card)
    return refuse(why, "\"{}\" is not the revealed resource (001 Accounting Phase)", s.name_of(a.card));
  if (a.network != a.player)
    return refuse(why, "the revealed resource is placed on your own network (001 Accounting Phase: \"place it "
                  "on your Network next to any card on an open spot\")");
  if (!text_allows_buy(s, a.card, why)) return false;
  if (!affordable(s, a.player, buy_price(s, a.card).amount, "buy", a.card, why)) return false;
  return deploy_ok(s, a, no_card, why);
}

bool check_bottom_revealed(const state& s, const action&, std::string* why) {
  if (s.phase != phase::accounting || s.step != accounting_step::reveal || flow::revealed_card(s) == no_card)
    return refuse(why, "no resource is revealed (001 Accounting Phase)");
  return true;
}

// Variant produce-in-buy-phase: the turn player alone, in the Buy Phase (and the Accounting
// Phase's decisions), before a round of priority: refused everywhere else.
bool refuse_outside_buying(const state& s, player_id p, std::string* why) {
  if (p != s.active)
    return refuse(why, "player {} cannot produce traits in player {}'s turn (001 Buy Phase; variant "
                  "produce-in-buy-phase)",
                  p + 1, s.active + 1);
  if (s.priority.open())
    return refuse(why, "traits are produced before a round of priority, not in it: respond with an event or "
                  "ability, or pass (001 Buy Phase; 001 Advanced Rules; variant produce-in-buy-phase)");
  return refuse(why, "traits are produced in the Buy Phase, and what is left stays in the trait pool until the "
                "end of the turn (001 Buy Phase: \"Excess Traits remain in the Trait pool until the end of the "
                "turn\"); not in the {} (variant produce-in-buy-phase)",
                to_string(s.phase));
}

// When traits are produced (docs/rulings.md, Costs paid with traits). 001 Buy Phase: "In
// order to produce traits, you must engage ( ) a card in your network": producing serves a
// trait cost. The turn player produces in the Buy Phase and the Accounting Phase's
// decisions, before a round of priority, what is left staying in the pool for the turn
// ("Excess Traits remain in the Trait pool until the end of the turn"). Besides, any player
// who may act produces, in any phase before the End Phase of any player's turn, a trait one
// of their costs asks more of than their pool holds (traits_owed: 001 Glossary ABRUPT "such
// as during another player's turn"; 001 Events "played at any time"); not while a combat
// waits for a declaration. Variant produce-in-buy-phase: the first alone; variant
// produce-in-any-turn: the second without a cost to pay; variant no-producing-in-accounting:
// never in the Accounting Phase (docs/rulings.md, c20). window_now says which of these holds
// for player p: nothing, any trait, or the traits a cost of theirs lacks.
enum class produce_window { none, any, owed };

produce_window window_now(const state& s, player_id p, std::string* why) {
  if (s.rules.no_producing_in_accounting && s.phase == phase::accounting) {
    refuse(why, "traits are produced in the Buy Phase (001 Buy Phase: \"In order to produce traits, you must "
           "engage\"), not in the Accounting Phase (variant no-producing-in-accounting)");
    return produce_window::none;
  }
  const bool accounting_decision = s.phase == phase::accounting && s.step != accounting_step::none;
  if (p == s.active && (s.phase == phase::buy || accounting_decision) && !s.priority.open()) return produce_window::any;
  if (s.rules.produce_in_buy_phase) {
    refuse_outside_buying(s, p, why);
    return produce_window::none;
  }
  // The End Phase's window too (001 End Phase: "Players have a window to play Events and
  // Abilities before the End Phase process begins"), not its process (no actions, and "All
  // Trait Pools empty"; blind rules batch 96, X04b: an event with a trait cost could not be
  // played in the window).
  const bool turn_phase = s.phase == phase::buy || s.phase == phase::challenge || s.phase == phase::divest ||
                          accounting_decision || (s.phase == phase::end && !s.end_process);
  if (!turn_phase) {
    refuse(why, "traits are produced in a turn's phases and the End Phase's window (001 Buy Phase; 001 End Phase), "
           "not in the {}", s.end_process ? std::string("End Phase process") : to_string(s.phase));
    return produce_window::none;
  }
  if (s.combat.active() && !s.priority.open()) {
    refuse(why, "traits are not produced while the combat waits for a declaration (001 Challenge Phase)");
    return produce_window::none;
  }
  return s.rules.produce_in_any_turn ? produce_window::any : produce_window::owed;
}

bool produce_time(const state& s, const action& a, std::string* why) {
  const produce_window w = window_now(s, a.player, why);
  if (w == produce_window::none) return false;
  if (w == produce_window::any || (traits_owed(s, a.player) >> static_cast<unsigned>(a.t)) & 1U) return true;
  return refuse(why, "player {} has no cost to pay with {}: besides the turn player's buying, traits are produced "
                "to pay a trait cost the trait pool lacks, of an event or a card in hand or an ability (a reading: 001 "
                "Buy Phase, \"In order to produce traits, you must engage\", read as producing to pay, where no book "
                "says when else a trait is produced; docs/rulings.md, Costs paid with traits; variant produce-in-any-turn)",
                a.player + 1, to_string(a.t));
}

// check_produce's conditions on the card: its top, in its player's network.
bool producing_card_ok(const state& s, const action& a, std::string* why) {
  return own_top_card(s, a, "engage", "001 Card States", "001 Buy Phase: \"a card in your network that's under your control\"", why) &&
         in_own_network(s, a, "engage", "001 Buy Phase: \"a card in your network that's under your control\"", why);
}

bool engaging_allowed(const state& s, const action& a, std::string* why) {
  if (ask(s, path::produce_engage_allowed, rule_query::can_engage, a.card, true)) return true;
  return refuse(why, "cannot engage \"{}\": its card text forbids it{}", s.name_of(a.card),
                (why ? text_that_decided(s, rule_query::can_engage, a.card) : std::string()));
}

// The card's own state first: a book's sentence (001 Card States: an engaged card cannot be
// engaged) before the reading of when traits are produced (blind rules batch 112, TP11).
bool check_produce(const state& s, const action& a, std::string* why) {
  if (!producing_card_ok(s, a, why) || !produce_time(s, a, why)) return false;
  if (s.rules.business_and_characters_produce && !is_business(s, a.card) && !s.def(a.card).is(card_type::character))
    return refuse(why, "cannot engage \"{}\" to produce {}: only a business and characters produce (002 B - Buy Phase: "
                  "\"You may engage your business and characters to produce traits\"; variant "
                  "business-and-characters-produce)",
                  s.name_of(a.card), to_string(a.t));
  if (!has_trait(s, a.card, a.t))
    return refuse(why, "cannot engage \"{}\" to produce {}: it has no {} (001 Traits: a null trait cannot be "
                  "engaged to produce that trait)",
                  s.name_of(a.card), to_string(a.t), to_string(a.t));
  return engaging_allowed(s, a, why);
}

// What a sold card must be besides the Divest Phase's own limits (001 Divest Phase; the
// variants' and card text's): shared by the phase's sale and card text's `sell`.
bool may_be_sold(const state& s, card_id c, player_id seller, std::string* why) {
  if (s.rules.sell_owned_cards_only && s.card(c).owner != seller)
    return refuse(why, "cannot sell \"{}\": player {} does not own it (000 Phase de ventes: \"qui vous appartient\"; "
                  "variant sell-owned-cards)",
                  s.name_of(c), seller + 1);
  if (is_business(s, c) && !s.rules.business_can_be_sold)
    return refuse(why, "cannot sell \"{}\": a business cannot be sold (002 Divest Phase: \"Business cannot be "
                  "sold\"; variant business-not-sellable)",
                  s.name_of(c));
  if (!ask(s, path::sale_allowed, rule_query::can_be_sold, c, true))
    return refuse(why, "cannot sell \"{}\": its card text says it cannot be sold{}", s.name_of(c),
                  (why ? text_that_decided(s, rule_query::can_be_sold, c) : std::string()));
  return true;
}

bool check_sell(const state& s, const action& a, std::string* why) {
  if (s.phase != phase::divest)
    return refuse(why, "cards are sold in the Divest Phase (001 Divest Phase), not in the {}", to_string(s.phase));
  // 001 Glossary UNIQUE: the copies of a UNIQUE card played, sold from the hand (that
  // sale is the Divest Phase's one unless variant unique-hand-sale-apart: docs/rulings.md).
  const bool from_hand = s.card(a.card).zone == zone::hand;
  if (s.sold_this_turn && !(from_hand && s.rules.unique_hand_sale_apart))
    return refuse(why, "cannot sell \"{}\": a card was already sold this turn (001 Divest Phase: you can only "
                  "sell ONE card)",
                  s.name_of(a.card));
  if (from_hand) return hand_sale_ok(s, a.player, a.card, why);
  const std::string_view divest = "001 Divest Phase: \"any card in your network that you control that is disengaged\"";
  // Variant sell-owned-cards: 000 Phase de ventes, "n'importe quelle carte de votre réseau qui
  // vous appartient", asks the owner (may_be_sold), not the controller (blind rules batch 101, V003).
  // Card text that says an engaged card can be sold (`rule: engaged cards you control can be
  // sold`) changes the phase's "disengaged" for it, as card text changes a rule (blind design
  // batch 55, d08: the permission checked and did nothing). Variant engaged-cards-never-sold:
  // the phase's sentence holds over the text.
  const bool engaged_sale = s.rules.engaged_sale_by_card_text && s.card(a.card).engaged &&
                            ask(s, path::sale_engaged_allowed, rule_query::can_be_sold, a.card, false);
  if (!own_top_card(s, a, "sell", engaged_sale ? std::string_view() : divest,
                    s.rules.sell_owned_cards_only ? std::string_view() : divest, why))
    return false;
  if (!in_own_network(s, a, "sell", "001 Divest Phase: \"any card in your network that you control\"", why))
    return false;
  return may_be_sold(s, a.card, a.player, why);
}

// Passing closes a window only once nothing is left to decide, and card text's obligations
// (`must`, docs/rulings.md) are met where they can be.
bool check_pass(const state& s, const action& a, std::string* why) {
  if (s.priority.open()) return true;  // pass priority
  if (s.combat.active())
    return refuse(why, "an attack is being resolved: it needs {} (001 Challenge Phase)", combat::awaited_decision(s.combat));
  if (s.phase == phase::accounting)
    return refuse(why, "the Accounting Phase still needs a decision: {} (001 Accounting Phase); its window of "
                  "priority opens once its steps are done (docs/rulings.md, The stack, Windows)",
                  s.step == accounting_step::upkeep ? "pay or decline an upkeep" : "buy or bottom the revealed resource");
  if (s.phase == phase::bidding || s.phase == phase::mulligan)
    return refuse(why, "setup needs a decision (001 Beginning of the game)");
  if (s.phase == phase::challenge && combat::attack_left_undone(s, a.player, why)) return false;
  if (s.phase == phase::divest && sale_left_undone(s, a.player, why)) return false;
  if (s.phase == phase::buy && buy_left_undone(s, a.player, why)) return false;
  return true;
}

bool check_any_time(const state&, const action&, std::string*) { return true; }

// Answers and begin_turn are checked before the table (check_into).
bool check_unknown(const state&, const action&, std::string* why) { return refuse(why, "unknown action"); }

using kind_check = bool (*)(const state&, const action&, std::string*);
constexpr std::array<kind_check, action_kind_count> kind_checks() {
  std::array<kind_check, action_kind_count> t{};
  t.fill(check_unknown);
  auto set = [&t](action_kind k, kind_check f) { t[static_cast<std::size_t>(k)] = f; };
  set(action_kind::bid, check_bid);
  set(action_kind::mulligan, check_hand_decision);
  set(action_kind::keep_hand, check_hand_decision);
  set(action_kind::pay_upkeep, check_upkeep);
  set(action_kind::decline_upkeep, check_upkeep);
  set(action_kind::buy_revealed, check_buy_revealed);
  set(action_kind::bottom_revealed, check_bottom_revealed);
  set(action_kind::produce, check_produce);
  set(action_kind::buy, check_buy);
  set(action_kind::sell, check_sell);
  for (action_kind k : {action_kind::attack, action_kind::block, action_kind::retaliate, action_kind::assign})
    set(k, combat::check);
  set(action_kind::play, stack::check);
  set(action_kind::activate, stack::check);
  set(action_kind::pass, check_pass);
  set(action_kind::concede, check_any_time);
  return t;
}
constexpr std::array<kind_check, action_kind_count> kind_check_table = kind_checks();

bool needs_card(action_kind k) {
  return k == action_kind::pay_upkeep || k == action_kind::decline_upkeep || k == action_kind::buy_revealed ||
         k == action_kind::produce || k == action_kind::buy || k == action_kind::sell || k == action_kind::play ||
         k == action_kind::activate;
}

// 001 Advanced Rules: while a round of priority is open, players respond or pass.
bool responds_in_priority(const state& s, const action& a, std::string* why) {
  if (!s.priority.open() || a.kind == action_kind::play || a.kind == action_kind::activate ||
      a.kind == action_kind::pass ||
      a.kind == action_kind::produce ||  // produce_time answers (a round of priority included)
      (a.kind == action_kind::buy && bought_any_time(s, a.player, a.card)))
    return true;
  return refuse(why, "{}: respond with an event or ability, or pass priority (001 Advanced Rules: the last in "
                "resolves first)",
                !s.stack.empty()            ? fmt::format("the stack holds {} effect(s) waiting to resolve", s.stack.size())
                : s.priority.closes_phase ? std::string("the phase is ending and other players may still act")
                                          : std::string("players may respond to the attack or the blocks"));
}

}  // namespace

// What the refusal of another player's buy adds when the card's text would let it be played
// at any time but the variant says no (every refusal names its rule).
std::string variant_refuses(const state& s, const action& a) {
  if (a.kind != action_kind::buy || !s.rules.only_events_any_time || !valid_card(s, a.card) ||
      !text_plays_any_time(s, a.player, a.card))
    return {};
  return "; its text lets it be played at any time, but variant only-events-any-time plays only events so (001 "
         "Glossary's \"like an Event\" read as of events alone)";
}

// The actions of a phase of the turn player's own turn, with the sentence that gives them to
// him ("you" is the turn player): another player is refused by that rule, whoever decides.
bool turn_players_action(const state& s, const action& a, std::string* why) {
  if (s.over() || a.player >= s.player_count() || a.player == s.active) return true;
  struct turn_rule {
    action_kind kind;
    std::string_view verb, verbs, phase, rule;
  };
  static constexpr std::array<turn_rule, 3> rules{{
      {action_kind::sell, "sell", "sells", "Divest Phase",
       "001 Divest Phase: \"The Divest Phase is where you make your profit. You can sell any card in your network\""},
      {action_kind::attack, "attack", "attacks", "Challenge Phase", "001 Challenge Phase: the turn player's Characters attack"},
      {action_kind::buy, "buy", "buys", "Buy Phase",
       "001 Buy Phase: \"The Buy Phase is when you buy and deploy cards\", How to Buy a Card; another player buys only "
       "a card whose text lets it be played at any time"},
  }};
  for (const turn_rule& r : rules)
    if (r.kind == a.kind &&
        !(a.kind == action_kind::buy && (!valid_card(s, a.card) || bought_any_time(s, a.player, a.card))))
      return refuse(why, "player {} cannot {} now: only the turn player, player {}, {}, in their {} ({}){}",
                    a.player + 1, r.verb, s.active + 1, r.verbs, r.phase, r.rule, why ? variant_refuses(s, a) : std::string());
  return true;
}

namespace {

// Who may act at all, and what every action needs before its kind is asked.
bool check_into(const state& s, const action& a, std::string* why, bool whoever_decides = false) {
  if (s.over()) return refuse(why, "the game is over");
  if (a.player >= s.player_count()) return refuse(why, "there is no player {}", a.player + 1);
  if (s.player(a.player).lost) return refuse(why, "player {} has left the game", a.player + 1);
  if (s.pending) return check_answer(s, a, why);
  if (is_answer(a.kind)) return refuse(why, "nothing is being asked: {} answers a question card text asks", to_string(a, s));
  if (a.kind == action_kind::begin_turn) return refuse(why, "a turn begins by itself, not as a player's action");
  if (a.kind == action_kind::concede) return true;  // any player, any time
  if (!turn_players_action(s, a, why)) return false;
  const player_id decider = s.decider();
  if (decider != a.player && !whoever_decides)
    return refuse(why, "player {} cannot act now: player {} decides ({})", a.player + 1, decider + 1,
                  to_string(s.phase));
  if (needs_card(a.kind) && !valid_card(s, a.card)) return refuse(why, "there is no such card");
  if (!responds_in_priority(s, a, why)) return false;
  const auto k = static_cast<std::size_t>(a.kind);
  if (k >= kind_check_table.size()) return refuse(why, "unknown action");
  return kind_check_table[k](s, a, why);
}

}  // namespace

// Card text's `sell SEL` (docs/rulings.md, Sold by card text): a top card of a network, in
// its controller's own network (001 Divest Phase: "any card in your network that you
// control"), that may be sold; not the phase's limits (when, one a turn, disengaged), unless
// variant text-sale-keeps-divest-limits: disengaged, and the turn player's ONE sale.
bool text_can_sell(const state& s, card_id c) {
  const card_instance& ci = s.card(c);
  if (ci.zone != zone::network) return false;
  if (ci.zone_player != ci.controller && !s.rules.your_cards_in_any_network) return false;
  if (s.rules.text_sale_keeps_divest_limits && (ci.engaged || (text_sale_is_phase_sale(s, c) && s.sold_this_turn)))
    return false;
  return may_be_sold(s, c, ci.controller, nullptr);
}

bool text_sale_is_phase_sale(const state& s, card_id c) {
  return s.rules.text_sale_keeps_divest_limits && s.card(c).controller == s.active;
}

verdict check(const state& s, const action& a) {
  verdict v;
  if (!check_into(s, a, &v.reason) && v.reason.empty()) v.reason = "refused";
  return v;
}

bool is_legal(const state& s, const action& a) { return check_into(s, a, nullptr); }

verdict check_whoever_decides(const state& s, const action& a) {
  verdict v;
  if (!check_into(s, a, &v.reason, true) && v.reason.empty()) v.reason = "refused";
  return v;
}

bool uses_as_its_own(const state& s, player_id p, card_id c) {
  const card_instance& ci = s.card(c);
  return ci.controller == p || (s.rules.any_card_in_your_network && ci.zone == zone::network && ci.zone_player == p);
}

bool may_produce_with(const state& s, player_id p, card_id c) {
  const action a = act::produce(p, c, trait::iq);  // the trait is asked apart (has_trait, produce_time)
  return producing_card_ok(s, a, nullptr) && engaging_allowed(s, a, nullptr);
}

namespace {
// Whether card c is one player p may engage now to produce some trait of `traits` (bit t for
// trait t; the time is asked apart).
bool produces_some(const state& s, player_id p, card_id c, unsigned traits) {
  const card_instance& ci = s.card(c);
  if (ci.zone != zone::network || ci.engaged || !uses_as_its_own(s, p, c) || !may_produce_with(s, p, c)) return false;
  return std::any_of(all_traits.begin(), all_traits.end(),
                     [&](trait t) { return (traits >> static_cast<unsigned>(t)) & 1U && has_trait(s, c, t); });
}
}  // namespace

void add_legal_produces(const state& s, player_id p, std::vector<action>& out) {
  const unsigned now = traits_producible_now(s, p);
  if (now == 0) return;
  for (card_id c : s.in_play)
    if (produces_some(s, p, c, now))
      for (trait t : all_traits)
        if ((now >> static_cast<unsigned>(t)) & 1U && has_trait(s, c, t)) out.push_back(act::produce(p, c, t));
}

bool may_produce_owed_trait(const state& s, player_id p) {
  if (window_now(s, p, nullptr) == produce_window::none) return false;
  const unsigned owed = traits_owed(s, p);
  return owed != 0 && std::any_of(s.in_play.begin(), s.in_play.end(), [&](card_id c) { return produces_some(s, p, c, owed); });
}

unsigned traits_producible_now(const state& s, player_id p) {
  switch (window_now(s, p, nullptr)) {
    case produce_window::none: return 0;
    case produce_window::any: return (1U << trait_count) - 1;
    case produce_window::owed: return traits_owed(s, p);
  }
  return 0;
}

namespace {
// Whether card text may change a trait of a price (rule numbers first .. first + 3:
// buy_iq_cost_change, play_iq_cost_change): most libraries have no such text, and buy_price
// is on legal_actions' path, so its four questions per card are skipped at once (they were
// 1.3 % of the random self-play's instructions: docs/benchmarks.md, Stops 66 and 67).
bool trait_costs_may_change(const state& s, rule_number first) {
  if (!s.behaviour) return false;
  for (int t = 0; t < trait_count; ++t)
    if (s.behaviour->may_change(trait_cost_number(first, t))) return true;
  return false;
}

// Each trait of k changed by card text's answers to first .. first + 3 about card c, never
// below none (`cost 1 BQ less`).
void change_trait_costs(const state& s, rule_number first, card_id c, cost& k) {
  for (int t = 0; t < trait_count; ++t)
    k.traits[t] = std::max(0, k.traits[t] + ask_number(s, trait_cost_number(first, t), c, 0));
}
}  // namespace

price buy_price(const state& s, card_id c) {
  price p;
  const card_instance& ci = s.card(c);
  const bool traits_may_change = trait_costs_may_change(s, rule_number::buy_iq_cost_change);
  // Card text may make a card cheaper or dearer for the buyer (`rule: cards with #GMO you
  // buy cost 1M less`), never below nothing.
  auto changed = [&](card_id u, int money) { return std::max(0, money + ask_number(s, rule_number::buy_cost_change, u, 0)); };
  // ... and the traits of its price (`cost 1 BQ less`), each never below none.
  auto traits_changed = [&](card_id u, cost& k) {
    if (traits_may_change) change_trait_costs(s, rule_number::buy_iq_cost_change, u, k);
  };
  if (ci.zone != zone::network) {
    p.amount = s.def(c).cost;
    p.amount.money = changed(c, p.amount.money);
    traits_changed(c, p.amount);
    return p;
  }
  // 001 Buy Phase: "pay your opponent the amount of money it is worth, and pay all
  // additional trait costs"; 001 Bonding: "you must pay for those cards as well": each card
  // of the pile is paid for as bought, its own price changed by the rules that fit it
  // (docs/rulings.md, A pile's price).
  // 001 Buy Phase: "buy a card from your opponent's network [...] pay your opponent": the player
  // whose network it is (002 B - Buy Phase: "THAT player receives the money"), whoever controls
  // it (blind rules batch 100, MP15: its controller was paid); variant buy-pays-owner (002 Layout
  // Functions): its owner.
  p.payee = s.rules.buy_pays_owner ? ci.owner : ci.zone_player;
  std::vector<card_id> pile = s.pile_under(c);
  pile.push_back(c);
  // Variant pile-bought-by-its-top: the top's changes alone, once for the whole price.
  const bool top_only = s.rules.pile_bought_by_its_top;
  for (card_id u : pile) {
    p.worth += valuation_of(s, u);  // before card text changes the price (what its payee receives: apply.cpp payee_share)
    p.amount.money += top_only ? valuation_of(s, u) : changed(u, valuation_of(s, u));
    cost own = s.def(u).cost;
    if (!top_only) traits_changed(u, own);
    add_traits(p.amount, own);
  }
  if (top_only) p.amount.money = changed(c, p.amount.money);
  if (top_only) traits_changed(c, p.amount);
  return p;
}

cost play_cost(const state& s, card_id c) {
  cost k = s.def(c).cost;
  k.money = std::max(0, k.money + ask_number(s, rule_number::play_cost_change, c, 0));
  // `rule: events you play cost 1 IQ less`: the traits paid from the pool (001 Advanced Rules).
  if (trait_costs_may_change(s, rule_number::play_iq_cost_change)) change_trait_costs(s, rule_number::play_iq_cost_change, c, k);
  return k;
}

cost event_price(const state& s, card_id c) {
  // Bought as it is played: a play and a buy, so both kinds of change, summed, never below
  // nothing (docs/rulings.md, An event bought from an open market; variant
  // market-event-play-price: the play-cost changes alone).
  if (s.card(c).zone != zone::open_market || s.rules.market_event_play_price) return play_cost(s, c);
  cost k = s.def(c).cost;
  k.money = std::max(0, k.money + ask_number(s, rule_number::play_cost_change, c, 0) +
                            ask_number(s, rule_number::buy_cost_change, c, 0));
  const bool play_traits = trait_costs_may_change(s, rule_number::play_iq_cost_change);
  const bool buy_traits = trait_costs_may_change(s, rule_number::buy_iq_cost_change);
  for (int t = 0; t < trait_count && (play_traits || buy_traits); ++t) {
    const int change = (play_traits ? ask_number(s, trait_cost_number(rule_number::play_iq_cost_change, t), c, 0) : 0) +
                       (buy_traits ? ask_number(s, trait_cost_number(rule_number::buy_iq_cost_change, t), c, 0) : 0);
    k.traits[t] = std::max(0, k.traits[t] + change);
  }
  return k;
}

unsigned traits_owed(const state& s, player_id p) {
  const auto& pool = s.player(p).pool;
  unsigned owed = 0;
  const auto note = [&](const cost& k) {
    for (std::size_t t = 0; t < pool.size(); ++t)
      if (k.traits[t] > pool[t]) owed |= 1U << t;
  };
  const bool any_time = any_time_buys_possible(s);
  const bool extra = s.behaviour && s.behaviour->abilities_may_pay_traits();
  for (card_id c : s.player(p).hand) {
    if (s.def(c).is(card_type::event)) {
      cost k = play_cost(s, c);
      if (extra && s.behaviour->may_pay_traits(s, c)) add_traits(k, s.behaviour->additional_trait_costs(s, p, c));  // and its additional costs
      note(k);
    } else if (any_time && bought_any_time(s, p, c)) {
      note(buy_price(s, c).amount);
    }
  }
  if (!extra) return owed;
  for (card_id c : s.in_play) {
    if (s.card(c).zone != zone::network || s.card(c).controller != p || !s.behaviour->may_pay_traits(s, c)) continue;
    note(s.behaviour->most_ability_trait_costs(s, c));
  }
  return owed;
}

int sale_value(const state& s, card_id c) {
  int value = valuation_of(s, c);
  if (s.rules.sell_pile_earns_all)
    for (card_id u : s.pile_under(c)) value += valuation_of(s, u);
  return value;
}

bool business_in_play(const state& s, player_id p) {
  return s.card(s.player(p).business).zone == zone::network;
}

}  // namespace engine
