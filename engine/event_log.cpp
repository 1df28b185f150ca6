// Events as sentences.
#include "engine/event_log.hpp"

#include "engine/behaviour.hpp"
#include "engine/state.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cctype>

namespace engine {

namespace {

std::string who(player_id p) { return p == no_player ? std::string("nobody") : fmt::format("player {}", p + 1); }
// A card left out of a player's view of the event (engine/observed_event.hpp) is "a card".
// A zone by its player ("player 2's main deck"): a log line says whose zone, the card's or
// the deck's, not "the main deck" (issue 27).
std::string zone_of(player_id p, zone z) {
  return p == no_player ? fmt::format("the {}", to_string(z)) : fmt::format("{}'s {}", who(p), to_string(z));
}
std::string card_phrase(const state& s, card_id c) { return c == no_card ? std::string("a card") : fmt::format("\"{}\"", s.def(c).name); }

// An activated ability by its name in card text (card_behaviour::ability_name), else by number.
std::string ability(const state& s, card_id c, std::int64_t i) {
  std::string named = c != no_card && s.behaviour ? s.behaviour->ability_name(s, c, static_cast<int>(i)) : "";
  if (named.empty() || named == "its effect") return fmt::format("ability {}", i + 1);
  return "ability " + named;
}

// How long a change lasts: `other` names the player whose change lasts while a condition
// holds (event_kind::change_ended).
std::string until(const event& e) {
  switch (e.lasts) {
    case lasts_until::end_of_turn: break;
    case lasts_until::condition_fails: return "while its condition holds";
    case lasts_until::end_of_phase: return "until end of phase";
    case lasts_until::end_of_combat: return "until end of combat";
    case lasts_until::end_of_next_turn: return fmt::format("until the end of {}'s next turn", who(e.other));
    case lasts_until::next_turn: return fmt::format("until {}'s next turn", who(e.other));
    case lasts_until::controller_accounting:
    case lasts_until::this_accounting: return "until its controller's next accounting phase ends";
    case lasts_until::until_used: return "until it is used";
  }
  return "until end of turn";
}

using sentence = std::string (*)(const event&, const state&);
constexpr std::size_t event_kinds = static_cast<std::size_t>(event_kind::buy_counted) + 1;
using sentence_table = std::array<sentence, event_kinds>;
constexpr void set(sentence_table& t, event_kind k, sentence f) { t[static_cast<std::size_t>(k)] = f; }

// What card text tried and why it did nothing (event_kind::nothing_happened), by the rule
// that stopped it (`why`, which the line names after it): one row a rule.
struct nothing_row {
  const cause* why;
  sentence say;
};
constexpr nothing_row nothing_rows[] = {
    {&rule::retaliation_not_counted, [](const event& e, const state& s) -> std::string {
       return fmt::format("the retaliation of {} dealt no damage, so it may still retaliate this turn", card_phrase(s, e.card));
     }},
    // rule::swap_out_of_network is the same rule (a cause compares by its words): the path says which
    {&rule::swap_one_network, [](const event& e, const state& s) -> std::string {
       if (e.at == path::text_swap_out_of_network)
         return fmt::format("swap of {} does nothing: it is not in a network", card_phrase(s, e.card));
       return fmt::format("swap of {} and {} does nothing: they are in different networks", card_phrase(s, e.card), card_phrase(s, e.card2));
     }},
    {&rule::no_money_taken, [](const event& e, const state&) -> std::string {
       return fmt::format("taking {}M from {} does nothing: they have no money", e.amount, who(e.other));
     }},
    {&rule::no_money_given, [](const event& e, const state&) -> std::string {
       return fmt::format("giving {}M to {} does nothing: {} has no money", e.amount, who(e.other), who(e.player));
     }},
    {&rule::cannot_lose_game, [](const event& e, const state&) -> std::string {
       return fmt::format("{} does not lose the game ({}): card text says they cannot lose the game", who(e.player),
                          to_string(e.why_lost));
     }},
    {&rule::cannot_gain_money, [](const event& e, const state& s) -> std::string {
       return fmt::format("{} gains no money ({}M{}): card text says they cannot gain money", who(e.player), e.amount,
                          e.card == no_card ? "" : " from " + card_phrase(s, e.card));
     }},
    {&rule::cannot_engage, [](const event& e, const state& s) -> std::string {
       return fmt::format("engaging {} does nothing: it cannot be engaged", card_phrase(s, e.card));
     }},
    {&rule::nothing_to_choose, [](const event& e, const state& s) -> std::string {
       if (e.at == path::text_choice_no_card)
         return fmt::format("a choice in the text of {} chooses nothing: no card fits it", card_phrase(s, e.card));
       const char* verb = e.at == path::text_swap_no_card ? "swap" : e.at == path::text_engage_no_card ? "engage" : "disengage";
       return fmt::format("the {} of {} does nothing: no card fits its choice", verb, card_phrase(s, e.card));
     }},
    {&rule::delayed_named_gone, [](const event& e, const state& s) -> std::string {
       return fmt::format("the delayed text of {} does nothing: the card it named has changed zone since", card_phrase(s, e.card2));
     }},
    {&rule::trigger_named_gone, [](const event& e, const state& s) -> std::string {
       return fmt::format("the trigger of {} does nothing: the card it named has changed zone since", card_phrase(s, e.card2));
     }},
    {&rule::annihilated_stays, [](const event& e, const state& s) -> std::string {
       return fmt::format("moving {} to {} does nothing: it is in an annihilated zone, which cards cannot leave",
                          card_phrase(s, e.card), to_string(e.to));
     }},
    {&rule::bond_needs_host, [](const event& e, const state& s) -> std::string {
       return fmt::format("bonding {} does nothing: there is no one card in a network to bond it to", card_phrase(s, e.card));
     }},
    {&rule::no_space_to_move, [](const event& e, const state& s) -> std::string {
       return fmt::format("moving {} does nothing: there is no empty space it may move to", card_phrase(s, e.card));
     }},
    {&rule::business_stays, [](const event& e, const state& s) -> std::string {
       return fmt::format("putting {} into {}'s network does nothing: it is a business", card_phrase(s, e.card), who(e.other));
     }},
    {&rule::search_found_nothing, [](const event& e, const state& s) -> std::string {
       return fmt::format("the search of {} finds nothing: no card there fits it", card_phrase(s, e.card));
     }},
    {&rule::empty_resource_deck, [](const event& e, const state&) -> std::string {
       return fmt::format("{} reveals no resource: their resource deck is empty", who(e.player));
     }},
    {&rule::no_space_to_deploy, [](const event& e, const state& s) -> std::string {
       return fmt::format("deploying {} does nothing: there is no empty space where the text may dock it", card_phrase(s, e.card));
     }},
    {&rule::exchange_needs_two, [](const event& e, const state& s) -> std::string {
       if (e.at == path::text_exchange_one_controller)
         return fmt::format("exchanging control of {} and {} does nothing: one player controls both", card_phrase(s, e.card),
                            card_phrase(s, e.card2));
       return fmt::format("the exchange of control of {} does nothing: it does not name two cards in networks", card_phrase(s, e.card));
     }},
    {&rule::copy_model_gone, [](const event& e, const state& s) -> std::string {
       const char* what = e.at == path::text_keywords_of_model_gone ? "keyword copy" : "copy";
       return fmt::format("the {} of {} does nothing: the card it reads is not one card in a network", what, card_phrase(s, e.card));
     }},
    {&rule::copy_other_types, [](const event& e, const state& s) -> std::string {
       return fmt::format("{} does not become a copy of {}: their card types differ, or one is a business or founder",
                          card_phrase(s, e.card), card_phrase(s, e.card2));
     }},
    {&rule::source_left_stays, [](const event& e, const state& s) -> std::string {
       return fmt::format("{} leaves play, not destroyed: its effect on the stack is not cancelled", card_phrase(s, e.card));
     }},
    {&rule::target_gone_event_stays, [](const event& e, const state& s) -> std::string {
       return fmt::format("the effect of {} does nothing: its target is gone; the event is not cancelled", card_phrase(s, e.card));
     }},
    {&rule::null_trait_no_damage, [](const event& e, const state& s) -> std::string {
       if (e.at == path::text_divided_null_trait)
         return fmt::format("the {} {} damage divided by {} does nothing: no card it names has {}", e.amount, to_string(e.t),
                            card_phrase(s, e.card), to_string(e.t));
       return fmt::format("dealing {} {} damage to {} does nothing: it has no {} (\"-\")", e.amount, to_string(e.t),
                          card_phrase(s, e.card), to_string(e.t));
     }},
};
std::string nothing_sentence(const event& e, const state& s) {
  for (const nothing_row& r : nothing_rows)
    if (e.why == *r.why) return r.say(e, s);
  return fmt::format("card text of {} does nothing", card_phrase(s, e.card2));
}

// Setup, money and trait pools.
constexpr void money_sentences(sentence_table& t) {
  set(t, event_kind::bid_placed, [](const event& e, const state&) -> std::string {
    // amount -1: a sealed bid another player may not see
    return e.amount < 0 ? fmt::format("{} places a sealed bid", who(e.player))
                        : fmt::format("{} bids {}", who(e.player), e.amount);
  });
  set(t, event_kind::first_player_chosen, [](const event& e, const state&) -> std::string { return fmt::format("{} goes first", who(e.player)); });
  set(t, event_kind::money_changed, [](const event& e, const state& s) -> std::string {
    if (e.amount >= 0)
      return fmt::format("{} gains {} money{}", who(e.player), e.amount,
                         e.card == no_card ? "" : " from " + card_phrase(s, e.card));
    if (is_money_lost(e.at))  // `loses 2M`: no payment, nothing bought (001 Resources)
      return fmt::format("{} loses {} money{}", who(e.player), -e.amount,
                         e.card == no_card ? "" : " to " + card_phrase(s, e.card));
    return fmt::format("{} pays {} money{}", who(e.player), -e.amount,
                       e.card == no_card ? "" : " for " + card_phrase(s, e.card));
  });
  set(t, event_kind::money_transferred, [](const event& e, const state& s) -> std::string {
    return fmt::format("{} pays {} money to {}{}", who(e.player), e.amount, who(e.other),
                       e.card == no_card ? "" : " for " + card_phrase(s, e.card));
  });
  set(t, event_kind::pool_changed, [](const event& e, const state& s) -> std::string {
    if (e.amount >= 0)
      return fmt::format("{} adds {} {} to the trait pool{}", who(e.player), e.amount, to_string(e.t),
                         e.card == no_card ? "" : " from " + card_phrase(s, e.card));
    return fmt::format("{} spends {} {} from the trait pool{}", who(e.player), -e.amount, to_string(e.t),
                       e.card == no_card ? "" : " for " + card_phrase(s, e.card));
  });
  set(t, event_kind::pools_emptied, [](const event& e, const state&) -> std::string { return fmt::format("{}'s trait pool empties", who(e.player)); });
}

// Cards moving, changing state, leaving play.
constexpr void card_sentences(sentence_table& t) {
  set(t, event_kind::card_moved, [](const event& e, const state& s) -> std::string {
    return fmt::format("{} goes from {} to {}{}", card_phrase(s, e.card), zone_of(e.from_player, e.from),
                       zone_of(e.player, e.to), e.amount ? "" : " (bottom)");
  });
  set(t, event_kind::deck_shuffled, [](const event& e, const state&) -> std::string { return fmt::format("{} is shuffled", zone_of(e.player, e.to)); });
  set(t, event_kind::card_engaged, [](const event& e, const state& s) -> std::string { return fmt::format("{} is engaged", card_phrase(s, e.card)); });
  set(t, event_kind::card_disengaged, [](const event& e, const state& s) -> std::string { return fmt::format("{} is disengaged", card_phrase(s, e.card)); });
  set(t, event_kind::card_deployed, [](const event& e, const state& s) -> std::string {
    if (e.to == zone::bonded && e.card2 != no_card)  // ops::deploy_under: under the pile at that cell
      return fmt::format("{} deploys {} under {} in {}'s network at {},{}", who(e.player), card_phrase(s, e.card),
                         card_phrase(s, e.card2), who(e.other), e.where.x, e.where.y);
    return fmt::format("{} deploys {} in {}'s network at {},{}", who(e.player), card_phrase(s, e.card), who(e.other),
                       e.where.x, e.where.y);
  });
  set(t, event_kind::card_moved_in_network, [](const event& e, const state& s) -> std::string {
    if (e.card2 != no_card) return fmt::format("{} moves with {}, bonded under it", card_phrase(s, e.card), card_phrase(s, e.card2));
    return fmt::format("{} moves to {},{} in {}'s network", card_phrase(s, e.card), e.where.x, e.where.y, who(e.other));
  });
  set(t, event_kind::cards_swapped, [](const event& e, const state& s) -> std::string { return fmt::format("{} and {} swap places", card_phrase(s, e.card), card_phrase(s, e.card2)); });
  set(t, event_kind::card_unbonded, [](const event& e, const state& s) -> std::string { return fmt::format("{} is no longer bonded to {}", card_phrase(s, e.card), card_phrase(s, e.card2)); });
  set(t, event_kind::card_bonded, [](const event& e, const state& s) -> std::string { return fmt::format("{} is bonded under {}", card_phrase(s, e.card), card_phrase(s, e.card2)); });
  set(t, event_kind::counters_changed, [](const event& e, const state& s) -> std::string { return fmt::format("{} {} {} development counter(s)", card_phrase(s, e.card), e.amount < 0 ? "loses" : "gets", e.amount < 0 ? -e.amount : e.amount); });
  set(t, event_kind::card_orphaned, [](const event& e, const state& s) -> std::string { return fmt::format("{} is orphaned", card_phrase(s, e.card)); });
  set(t, event_kind::card_kept, [](const event& e, const state& s) -> std::string { return fmt::format("{} stays in play instead", card_phrase(s, e.card)); });
  set(t, event_kind::card_looked_at, [](const event& e, const state& s) -> std::string { return fmt::format("{} looks at {} in {}", who(e.player), card_phrase(s, e.card), zone_of(e.other, e.from)); });
  // Whose zone it was (blind design batch 28: "Ana reveals "X" from the hand" of Nicole's hand).
  set(t, event_kind::card_revealed, [](const event& e, const state& s) -> std::string {
    const player_id whose = s.card(e.card).owner;
    return fmt::format("{} reveals {} from {} {}", who(e.player), card_phrase(s, e.card), whose == e.player ? "their" : who(whose) + "'s",
                       to_string(e.from));
  });
  set(t, event_kind::card_destroyed, [](const event& e, const state& s) -> std::string { return fmt::format("{} is destroyed", card_phrase(s, e.card)); });
  set(t, event_kind::card_spared, [](const event& e, const state& s) -> std::string {
    const int d = s.card(e.card).damage[static_cast<int>(e.t)];
    if (d > 0)  // variant printed-zero-not-destroyed
      return fmt::format("{} is not destroyed by the {} {} damage on its printed {} 0", card_phrase(s, e.card), d, to_string(e.t), to_string(e.t));
    return fmt::format("{} is not destroyed by its printed {} 0 with no damage in it", card_phrase(s, e.card), to_string(e.t));
  });
  set(t, event_kind::card_reset, [](const event& e, const state& s) -> std::string { return fmt::format("{} is reset: its damage and changes are gone", card_phrase(s, e.card)); });
}

// The turn and the game (001 Turn Structure, Winning the Game).
constexpr void turn_sentences(sentence_table& t) {
  set(t, event_kind::phase_changed, [](const event& e, const state&) -> std::string { return fmt::format("play moves to {}'s {}", who(e.player), to_string(e.phase_to)); });
  set(t, event_kind::turn_started, [](const event& e, const state&) -> std::string { return fmt::format("turn {}: {}'s turn begins", e.amount, who(e.player)); });
  set(t, event_kind::step_began, [](const event& e, const state&) -> std::string { return fmt::format("{}'s {} begins", who(e.player), to_string(e.step)); });
  set(t, event_kind::step_ended, [](const event& e, const state&) -> std::string {
    // The turn's end is marked as its End Phase begins (rule::end_of_turn_marked): its texts
    // act then, and the phase's window and checks follow.
    if (e.step == turn_step::turn) return fmt::format("the end of {}'s turn: its End Phase begins", who(e.player));
    return fmt::format("{}'s {} ends", who(e.player), to_string(e.step));
  });
  set(t, event_kind::player_lost, [](const event& e, const state&) -> std::string { return fmt::format("{} loses the game: {}", who(e.player), to_string(e.why_lost)); });
  set(t, event_kind::game_won, [](const event& e, const state&) -> std::string { return fmt::format("{} wins the game", who(e.player)); });
  set(t, event_kind::game_drawn, [](const event&, const state&) -> std::string { return "the game is drawn: no player is left"; });
  set(t, event_kind::founder_gone, [](const event& e, const state& s) -> std::string {
    return fmt::format("{}, {}'s founder, is gone; {} plays on", card_phrase(s, e.card), who(e.player), who(e.player));
  });
  set(t, event_kind::trigger_fired, [](const event& e, const state& s) -> std::string {
    if (e.why == rule::replacement && e.card2 != no_card)
      return fmt::format("{}{} acts instead: what would happen to {} is replaced", card_phrase(s, e.card),
                         e.by.keyword.empty() ? std::string() : fmt::format(" ({})", e.by.keyword),
                         e.card2 == e.card ? std::string("it") : card_phrase(s, e.card2));
    return fmt::format("{} acts", card_phrase(s, e.card));
  });
}

// Combat (001 Challenge Phase).
constexpr void combat_sentences(sentence_table& t) {
  set(t, event_kind::attack_declared, [](const event& e, const state& s) -> std::string {
    return fmt::format("{} attacks {} at {},{} in {}'s network with {}", card_phrase(s, e.card), card_phrase(s, e.card2),
                       e.where.x, e.where.y, who(e.other), to_string(e.t));
  });
  set(t, event_kind::card_sold, [](const event& e, const state& s) -> std::string {
    return fmt::format("{} is sold by {}, and card text sent it elsewhere than the open market", card_phrase(s, e.card), who(e.player));
  });
  set(t, event_kind::defender_attacked, [](const event& e, const state& s) -> std::string {
    return fmt::format("{} attacks {} in the area, with {}", card_phrase(s, e.card), card_phrase(s, e.card2), to_string(e.t));
  });
  set(t, event_kind::attack_nullified, [](const event& e, const state& s) -> std::string {
    if (e.why == rule::attacker_undocked)
      return fmt::format("the attack of {} does not begin: it is no longer legally docked", card_phrase(s, e.card));
    if (e.why == rule::attacker_engaged)
      return fmt::format("the attack of {} does not begin: it is no longer disengaged", card_phrase(s, e.card));
    if (e.why == rule::attack_blockers_gone)
      return fmt::format("the attack of {} is nullified: every card it would hit has left the combat", card_phrase(s, e.card));
    if (e.why == rule::attack_on_null_trait)
      return fmt::format("the attack of {} is nullified: the card in the target space {},{} has '-' in {}",
                         card_phrase(s, e.card), e.where.x, e.where.y, to_string(e.t));
    return fmt::format("the attack of {} is nullified: the target space {},{} is empty", card_phrase(s, e.card),
                       e.where.x, e.where.y);
  });
  set(t, event_kind::blockers_declared, [](const event& e, const state& s) -> std::string {
    if (e.card2 == no_card && e.why == rule::target_back_in_challenge)
      return fmt::format("every blocker has left the combat; the target {} is back in it and blocks", card_phrase(s, e.card));
    if (e.card2 == no_card && e.why == rule::bonded_target_met)
      return fmt::format("{} declares no blocker; the bonded target {} meets the attack and does not block", who(e.player),
                         card_phrase(s, e.card));
    return e.card2 == no_card ? fmt::format("{} declares no blocker; the target {} blocks", who(e.player), card_phrase(s, e.card))
                              : fmt::format("{} blocks with {}", who(e.player), card_phrase(s, e.card2));
  });
  set(t, event_kind::retaliation_declared, [](const event& e, const state& s) -> std::string {
    return e.card == no_card ? fmt::format("{} does not retaliate", who(e.player))
                             : fmt::format("{} will retaliate", card_phrase(s, e.card));
  });
  set(t, event_kind::retaliation_withheld, [](const event& e, const state& s) -> std::string { return fmt::format("{} does not retaliate against {}{}", card_phrase(s, e.card), card_phrase(s, e.card2), e.why == rule::retaliation_asked_again ? ": card text forbids it now" : ""); });
  set(t, event_kind::damage_assigned, [](const event& e, const state& s) -> std::string { return fmt::format("{} assigns {} {} damage to {}", who(e.player), e.amount, to_string(e.t), card_phrase(s, e.card)); });
  set(t, event_kind::damage_dealt, [](const event& e, const state& s) -> std::string { return fmt::format("{} deals {} {} damage to {}", card_phrase(s, e.card2), e.amount, to_string(e.t), card_phrase(s, e.card)); });
}

// Changes that last until end of turn or while a condition holds, and choices.
constexpr void change_sentences(sentence_table& t) {
  set(t, event_kind::trait_modified, [](const event& e, const state& s) -> std::string { return fmt::format("{} gets {:+} {} {}", card_phrase(s, e.card), e.amount, to_string(e.t), until(e)); });
  set(t, event_kind::keyword_granted, [](const event& e, const state& s) -> std::string { return fmt::format("{} gains a keyword {}", card_phrase(s, e.card), until(e)); });
  set(t, event_kind::keyword_lost, [](const event& e, const state& s) -> std::string { return fmt::format("{} loses a keyword {}", card_phrase(s, e.card), until(e)); });
  set(t, event_kind::damage_removed, [](const event& e, const state& s) -> std::string {
    return fmt::format("{} removes {} {} damage from {}", card_phrase(s, e.card2), e.amount, to_string(e.t), card_phrase(s, e.card));
  });
  set(t, event_kind::keyword_not_gained, [](const event& e, const state& s) -> std::string { return fmt::format("{} has a keyword already and does not gain it again", card_phrase(s, e.card)); });
  set(t, event_kind::valuation_modified, [](const event& e, const state& s) -> std::string { return fmt::format("{} gets {:+} valuation {}", card_phrase(s, e.card), e.amount, until(e)); });
  set(t, event_kind::control_changed, [](const event& e, const state& s) -> std::string {
    return fmt::format("{} {} under the control of {}", card_phrase(s, e.card), e.amount == 1 ? "goes back" : "comes", who(e.player));
  });
  set(t, event_kind::card_copied, [](const event& e, const state& s) -> std::string {
    return fmt::format("{} {}", card_phrase(s, e.card), e.amount == 1 ? "is itself again: a copy ends" : "becomes a copy");
  });
  set(t, event_kind::player_rule_given, [](const event& e, const state& s) -> std::string {
    return fmt::format("{} is given a rule by {} {}", who(e.player), card_phrase(s, e.card2), until(e));
  });
  set(t, event_kind::change_ended, [](const event& e, const state& s) -> std::string { return fmt::format("the change {} made to {} ends: its condition no longer holds", card_phrase(s, e.card2), card_phrase(s, e.card)); });
  set(t, event_kind::choice_made, [](const event& e, const state& s) -> std::string {
    if (e.card2 == no_card && e.other != no_player)  // a player chosen (`target player`)
      return fmt::format("{} chooses {} for {}", who(e.player), who(e.other), card_phrase(s, e.card));
    if (e.card2 == no_card && e.after > 0)  // a mode of `choose one` (path text_mode_chosen), numbered from 1
      return fmt::format("{} chooses mode {} of {}", who(e.player), e.after, card_phrase(s, e.card));
    if (e.at == path::text_resource_chosen)  // which deck a search looks through (run/choices.cpp)
      return fmt::format("{} chooses to search the {} for {}", who(e.player), e.amount ? "resource deck" : "main deck",
                         card_phrase(s, e.card));
    if (e.card2 == no_card) return fmt::format("{} {} for {}", who(e.player), e.amount ? "accepts" : "declines", card_phrase(s, e.card));
    if (e.amount == 1)  // kept by the card as `the chosen card` (ops::keep_chosen)
      return fmt::format("{} keeps {} as the chosen card", card_phrase(s, e.card), card_phrase(s, e.card2));
    return fmt::format("{} chooses {} for {}", who(e.player), card_phrase(s, e.card2), card_phrase(s, e.card));
  });
}

// The stack (001 Advanced Rules).
constexpr void stack_sentences(sentence_table& t) {
  set(t, event_kind::event_played, [](const event& e, const state& s) -> std::string { return fmt::format("{} plays {}; its effect goes on the stack", who(e.player), card_phrase(s, e.card)); });
  set(t, event_kind::ability_activated, [](const event& e, const state& s) -> std::string {
    if (e.amount < 0)  // path text_activated: `activate: COSTS -> EFFECT` in card text
      return fmt::format("{} activates an ability of {} as its text runs, its costs paid; it does not go on the stack",
                         who(e.player), card_phrase(s, e.card));
    return fmt::format("{} activates {} of {}; it goes on the stack", who(e.player), ability(s, e.card, e.amount),
                       card_phrase(s, e.card));
  });
  set(t, event_kind::nothing_happened, nothing_sentence);
  set(t, event_kind::card_targeted, [](const event& e, const state& s) -> std::string {
    return fmt::format("{} targets {} with {}", who(e.player), card_phrase(s, e.card), card_phrase(s, e.card2));
  });
  set(t, event_kind::effect_resolved, [](const event& e, const state& s) -> std::string {
    const char* copy = e.card2 == e.card ? "the copy of " : "";  // docs/rulings.md, Copies on the stack
    return e.amount < 0 ? fmt::format("{}the effect of {} resolves", copy, card_phrase(s, e.card))
                        : fmt::format("{}{} of {} resolves", copy, ability(s, e.card, e.amount), card_phrase(s, e.card));
  });
  set(t, event_kind::effect_cancelled, [](const event& e, const state& s) -> std::string {
    return e.amount < 0 ? fmt::format("the effect of {} is cancelled", card_phrase(s, e.card))
                        : fmt::format("{} of {} is cancelled", ability(s, e.card, e.amount), card_phrase(s, e.card));
  });
  set(t, event_kind::effect_copied, [](const event& e, const state& s) -> std::string {
    return fmt::format("{} copies {} of {} for {}; the copy goes on the stack", card_phrase(s, e.card2),
                       e.amount < 0 ? std::string("the effect") : ability(s, e.card, e.amount), card_phrase(s, e.card),
                       who(e.player));
  });
  set(t, event_kind::priority_passed, [](const event& e, const state&) -> std::string { return fmt::format("{} passes priority", who(e.player)); });
  set(t, event_kind::deploy_not_paid, [](const event& e, const state& s) -> std::string {
    return fmt::format("{} cannot pay the costs of {} for {}: it {}", who(e.player), card_phrase(s, e.card),
                       card_phrase(s, e.card2), e.why == rule::unbond_pays_costs ? "stays bonded" : "is not deployed");
  });
}

// The engine's bookkeeping (event_log.hpp): said for the full log and tests only.
constexpr void bookkeeping_sentences(sentence_table& t) {
  set(t, event_kind::bids_tied, [](const event& e, const state&) -> std::string {
    return fmt::format("the bids tie (tie {})", e.amount);
  });
  set(t, event_kind::mulligan_counted, [](const event& e, const state&) -> std::string { return fmt::format("{} has taken {} {}", who(e.player), e.amount, e.amount == 1 ? "mulligan" : "mulligans"); });
  set(t, event_kind::hand_kept, [](const event& e, const state&) -> std::string { return fmt::format("{} keeps their hand", who(e.player)); });
  set(t, event_kind::accounting_step_set, [](const event& e, const state&) -> std::string { return fmt::format("the Accounting Phase's step is now {}", e.amount); });
  set(t, event_kind::upkeep_decided, [](const event& e, const state& s) -> std::string {
    return fmt::format("the upkeep of {} is {}", card_phrase(s, e.card), e.amount == 1 ? "paid" : "not paid");
  });
  set(t, event_kind::buy_counted, [](const event& e, const state&) -> std::string { return fmt::format("{} has bought {} card(s) this turn", who(e.player), e.amount); });
  set(t, event_kind::sale_counted, [](const event& e, const state&) -> std::string { return fmt::format("{} has sold {} card(s) this turn", who(e.player), e.amount); });
  set(t, event_kind::orphan_flag_set, [](const event& e, const state& s) -> std::string {
    return fmt::format("{} is {}", card_phrase(s, e.card), e.amount == 1 ? "marked orphaned" : "docked to its business again");
  });
  set(t, event_kind::random_drawn, [](const event& e, const state& s) -> std::string {
    return fmt::format("{} draws {} at random (counting from 0)", card_phrase(s, e.card), e.amount);
  });
  set(t, event_kind::end_process_began, [](const event& e, const state&) -> std::string {
    return fmt::format("{}'s End Phase process begins: no player may take any actions", who(e.player));
  });
  set(t, event_kind::turn_completed, [](const event& e, const state&) -> std::string { return fmt::format("{} has completed {} turn(s)", who(e.player), e.amount); });
  set(t, event_kind::changes_ended, [](const event& e, const state&) -> std::string { return fmt::format("{} change(s) for a time end", e.amount); });
  set(t, event_kind::combat_step_set, [](const event& e, const state&) -> std::string { return fmt::format("the combat's step is now {}", e.amount); });
  set(t, event_kind::retaliation_decider_set, [](const event& e, const state&) -> std::string { return fmt::format("{} decides retaliations now", who(e.player)); });
  set(t, event_kind::card_felled, [](const event& e, const state& s) -> std::string { return fmt::format("{} is felled", card_phrase(s, e.card)); });
  set(t, event_kind::damage_split, [](const event& e, const state& s) -> std::string { return fmt::format("{} is to take {} damage", card_phrase(s, e.card), e.amount); });
  set(t, event_kind::blocker_left, [](const event& e, const state& s) -> std::string {
    return fmt::format("{} is no longer {}", card_phrase(s, e.card), e.why == rule::defender_left_area ? "in the attacked area" : "a blocker");
  });
  set(t, event_kind::item_stacked, [](const event& e, const state& s) -> std::string { return fmt::format("an item of {} is on the stack", card_phrase(s, e.card)); });
  set(t, event_kind::priority_opened, [](const event& e, const state&) -> std::string { return fmt::format("a round of priority opens with {}", who(e.player)); });
  set(t, event_kind::priority_moved, [](const event& e, const state&) -> std::string { return fmt::format("priority goes to {}", who(e.player)); });
  set(t, event_kind::priority_closed, [](const event&, const state&) -> std::string { return "the round of priority closes"; });
  set(t, event_kind::owner_changed, [](const event& e, const state& s) -> std::string { return fmt::format("{} now belongs to {}", card_phrase(s, e.card), who(e.player)); });
  set(t, event_kind::prevention_counted, [](const event& e, const state& s) -> std::string { return fmt::format("{} has prevented {} damage this turn", card_phrase(s, e.card), e.amount); });
  set(t, event_kind::card_still_known, [](const event& e, const state& s) -> std::string { return fmt::format("{} stays known to those who looked at it", card_phrase(s, e.card)); });
  set(t, event_kind::trigger_counted, [](const event& e, const state& s) -> std::string { return fmt::format("{} has triggered its ability {} this turn", card_phrase(s, e.card), e.amount + 1); });
  set(t, event_kind::shield_made, [](const event& e, const state& s) -> std::string {
    return fmt::format("text of {} waits {} {} ({})", card_phrase(s, e.card2),
                       e.amount < 0 ? std::string("for the next event it replaces on") : fmt::format("to prevent the next {} damage to", e.amount),
                       card_phrase(s, e.card), e.lasts == lasts_until::until_used ? "until it is used" : "this turn");
  });
  set(t, event_kind::shield_used, [](const event& e, const state& s) -> std::string {
    return fmt::format("the next-time text of {} on {} applies{}", card_phrase(s, e.card2), card_phrase(s, e.card),
                       e.amount > 0 ? fmt::format(": {} more damage to prevent", e.amount) : std::string(", used up"));
  });
  set(t, event_kind::shield_ended, [](const event& e, const state& s) -> std::string {
    return fmt::format("the next-time text of {} on {} ends unused: {}", card_phrase(s, e.card2), card_phrase(s, e.card),
                       e.amount == 0 ? "its card left play" : "the turn ended");
  });
  set(t, event_kind::effect_delayed, [](const event& e, const state& s) -> std::string {
    return fmt::format("text of {} waits to act {}", card_phrase(s, e.card),
                       e.amount == 1 ? fmt::format("as {}'s next turn begins", who(e.player)) : std::string("as the next End Phase begins"));
  });
}

constexpr sentence_table sentences() {
  sentence_table t{};
  bookkeeping_sentences(t);
  money_sentences(t);
  card_sentences(t);
  turn_sentences(t);
  combat_sentences(t);
  change_sentences(t);
  stack_sentences(t);
  return t;
}
constexpr sentence_table sentence_of = sentences();
static_assert(std::none_of(sentence_of.begin(), sentence_of.end(), [](sentence f) { return f == nullptr; }),
              "every event kind has its sentence");

std::string body(const event& e, const state& s) {
  const auto k = static_cast<std::size_t>(e.kind);
  return k < sentence_of.size() ? sentence_of[k](e, s) : "?";
}

}  // namespace

std::string describe(const event& e, const state& s) {
  std::string text = body(e, s);
  if (!text.empty()) text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  if (e.by.keyword.empty() || e.by.card >= s.cards.size())
    return fmt::format("{} ({}, {}).", text, e.why.rule, e.why.section);
  return fmt::format("{} ({}, {}; decided by \"{}\" ({})).", text, e.why.rule, e.why.section, s.def(e.by.card).name,
                     e.by.keyword);
}

void event_log::append(const event_log& other, std::size_t from, std::size_t end, bool whole) {
  const std::vector<text_change>& changes = other.texts_;
  std::size_t t = 0;
  while (t < changes.size() && changes[t].at < from) ++t;
  auto changes_before = [&](std::size_t i) {
    for (; t < changes.size() && changes[t].at <= i; ++t) text_changed(changes[t].card, changes[t].before, changes[t].after);
  };
  for (std::size_t i = from; i < end; ++i) {
    changes_before(i);
    record(other.events_[i]);
  }
  if (whole) changes_before(end);
}

void for_each_as_recorded(const event_log& log, const state& now,
                          const std::function<void(std::size_t, const event&, const state&)>& f) {
  const std::vector<text_change>& changes = log.text_changes();
  if (changes.empty()) {
    for (std::size_t i = 0; i < log.size(); ++i) f(i, log.events()[i], now);
    return;
  }
  state then = now;  // the texts before every change, then each change as its event comes
  for (std::size_t i = changes.size(); i > 0; --i) then.set_def(changes[i - 1].card, changes[i - 1].before);
  std::size_t next = 0;
  for (std::size_t i = 0; i < log.size(); ++i) {
    for (; next < changes.size() && changes[next].at <= i; ++next) then.set_def(changes[next].card, changes[next].after);
    f(i, log.events()[i], then);
  }
}

bool restates(std::span<const event> earlier, const event& e) {
  if (is_bookkeeping(e.kind)) return true;
  if (e.kind != event_kind::step_began) return false;
  constexpr std::size_t window = 3;  // turn_started, phase_changed, step_began(turn)
  for (std::size_t i = earlier.size(); i > 0 && earlier.size() - i < window; --i) {
    const event& b = earlier[i - 1];
    if (b.player != e.player) continue;
    if (b.kind == event_kind::turn_started && e.step == turn_step::turn) return true;
    if (b.kind == event_kind::phase_changed && step_of(b.phase_to) == e.step) return true;
  }
  return false;
}

}  // namespace engine
