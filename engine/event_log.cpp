// Events as sentences.
#include "engine/event_log.hpp"

#include "engine/behaviour.hpp"
#include "engine/state.hpp"

#include <fmt/format.h>

#include <cctype>

namespace engine {

namespace {

std::string who(player_id p) { return p == no_player ? std::string("nobody") : fmt::format("player {}", p + 1); }
// A card left out of a player's view of the event (engine/observed_event.hpp) is "a card".
std::string name(const state& s, card_id c) { return c == no_card ? std::string("a card") : fmt::format("\"{}\"", s.def(c).name); }

// An activated ability by its name in card text (card_behaviour::ability_name), else by number.
std::string ability(const state& s, card_id c, std::int64_t i) {
  std::string named = c != no_card && s.behaviour ? s.behaviour->ability_name(s, c, static_cast<int>(i)) : "";
  if (named.empty() || named == "its effect") return fmt::format("ability {}", i + 1);
  return "ability " + named;
}

// How long a change lasts: `other` names the player whose change lasts while a condition
// holds (event_kind::change_ended).
std::string until(const event& e) { return e.other == no_player ? "until end of turn" : "while its condition holds"; }

std::string body(const event& e, const state& s) {
  switch (e.kind) {
    case event_kind::bid_placed:  // amount -1: a sealed bid another player may not see
      return e.amount < 0 ? fmt::format("{} places a sealed bid", who(e.player))
                          : fmt::format("{} bids {}", who(e.player), e.amount);
    case event_kind::first_player_chosen: return fmt::format("{} goes first", who(e.player));
    case event_kind::money_changed:
      if (e.amount >= 0)
        return fmt::format("{} gains {} money{}", who(e.player), e.amount,
                           e.card == no_card ? "" : " from " + name(s, e.card));
      return fmt::format("{} pays {} money{}", who(e.player), -e.amount,
                         e.card == no_card ? "" : " for " + name(s, e.card));
    case event_kind::money_transferred:
      return fmt::format("{} pays {} money to {}{}", who(e.player), e.amount, who(e.other),
                         e.card == no_card ? "" : " for " + name(s, e.card));
    case event_kind::pool_changed:
      if (e.amount >= 0)
        return fmt::format("{} adds {} {} to the trait pool{}", who(e.player), e.amount, to_string(e.t),
                           e.card == no_card ? "" : " from " + name(s, e.card));
      return fmt::format("{} spends {} {} from the trait pool{}", who(e.player), -e.amount, to_string(e.t),
                         e.card == no_card ? "" : " for " + name(s, e.card));
    case event_kind::pools_emptied: return fmt::format("{}'s trait pool empties", who(e.player));
    case event_kind::card_moved:
      return fmt::format("{} goes from the {} to {}'s {}{}", name(s, e.card), to_string(e.from), who(e.player),
                         to_string(e.to), e.amount ? "" : " (bottom)");
    case event_kind::deck_shuffled: return fmt::format("{} shuffles the {}", who(e.player), to_string(e.to));
    case event_kind::card_engaged: return fmt::format("{} is engaged", name(s, e.card));
    case event_kind::card_disengaged: return fmt::format("{} is disengaged", name(s, e.card));
    case event_kind::card_deployed:
      return fmt::format("{} deploys {} in {}'s network at {},{}", who(e.player), name(s, e.card), who(e.other),
                         e.where.x, e.where.y);
    case event_kind::card_moved_in_network:
      return fmt::format("{} moves to {},{} in {}'s network", name(s, e.card), e.where.x, e.where.y, who(e.other));
    case event_kind::cards_swapped: return fmt::format("{} and {} swap places", name(s, e.card), name(s, e.card2));
    case event_kind::card_bonded: return fmt::format("{} is bonded under {}", name(s, e.card), name(s, e.card2));
    case event_kind::counters_changed:
      return fmt::format("{} gets {} development counter(s)", name(s, e.card), e.amount);
    case event_kind::phase_changed: return fmt::format("{}'s {} begins", who(e.player), to_string(e.phase_to));
    case event_kind::turn_started: return fmt::format("turn {}: {}'s turn begins", e.amount, who(e.player));
    case event_kind::player_lost: return fmt::format("{} loses the game: {}", who(e.player), to_string(e.why_lost));
    case event_kind::game_won: return fmt::format("{} wins the game", who(e.player));
    case event_kind::game_drawn: return "the game is drawn: no player is left";
    case event_kind::trigger_fired: return fmt::format("{} acts", name(s, e.card));
    case event_kind::attack_declared:
      return fmt::format("{} attacks {} at {},{} in {}'s network with {}", name(s, e.card), name(s, e.card2),
                         e.where.x, e.where.y, who(e.other), to_string(e.t));
    case event_kind::attack_nullified:
      return fmt::format("the attack of {} is nullified: the target space {},{} is empty", name(s, e.card),
                         e.where.x, e.where.y);
    case event_kind::blockers_declared:
      return e.card2 == no_card ? fmt::format("{} declares no blocker; the target {} blocks", who(e.player), name(s, e.card))
                                : fmt::format("{} blocks with {}", who(e.player), name(s, e.card2));
    case event_kind::retaliation_declared:
      return e.card == no_card ? fmt::format("{} does not retaliate", who(e.player))
                               : fmt::format("{} will retaliate", name(s, e.card));
    case event_kind::retaliation_withheld:
      return fmt::format("{} does not retaliate against {}: card text forbids it now", name(s, e.card), name(s, e.card2));
    case event_kind::damage_assigned:
      return fmt::format("{} assigns {} {} damage to {}", who(e.player), e.amount, to_string(e.t), name(s, e.card));
    case event_kind::damage_dealt:
      return fmt::format("{} deals {} {} damage to {}", name(s, e.card2), e.amount, to_string(e.t), name(s, e.card));
    case event_kind::step_began: return fmt::format("{}'s {} begins", who(e.player), to_string(e.step));
    case event_kind::step_ended: return fmt::format("{}'s {} ends", who(e.player), to_string(e.step));
    case event_kind::keyword_lost: return fmt::format("{} loses a keyword {}", name(s, e.card), until(e));
    case event_kind::valuation_modified:
      return fmt::format("{} gets {:+} valuation {}", name(s, e.card), e.amount, until(e));
    case event_kind::change_ended:
      return fmt::format("the change {} made to {} ends: its condition no longer holds", name(s, e.card2), name(s, e.card));
    case event_kind::card_orphaned: return fmt::format("{} is orphaned", name(s, e.card));
    case event_kind::card_revealed:
      return fmt::format("{} reveals {} from the {}", who(e.player), name(s, e.card), to_string(e.from));
    case event_kind::card_destroyed: return fmt::format("{} is destroyed", name(s, e.card));
    case event_kind::card_reset: return fmt::format("{} is reset: its damage and changes are gone", name(s, e.card));
    case event_kind::choice_made:
      if (e.card2 == no_card && e.other != no_player)  // a player chosen (`target player`)
        return fmt::format("{} chooses {} for {}", who(e.player), who(e.other), name(s, e.card));
      if (e.card2 == no_card) return fmt::format("{} {} for {}", who(e.player), e.amount ? "accepts" : "declines", name(s, e.card));
      return fmt::format("{} chooses {} for {}", who(e.player), name(s, e.card2), name(s, e.card));
    case event_kind::keyword_granted: return fmt::format("{} gains a keyword {}", name(s, e.card), until(e));
    case event_kind::event_played: return fmt::format("{} plays {}; its effect goes on the stack", who(e.player), name(s, e.card));
    case event_kind::ability_activated:
      return fmt::format("{} activates {} of {}; it goes on the stack", who(e.player), ability(s, e.card, e.amount),
                         name(s, e.card));
    case event_kind::effect_resolved:
      return e.amount < 0 ? fmt::format("the effect of {} resolves", name(s, e.card))
                          : fmt::format("{} of {} resolves", ability(s, e.card, e.amount), name(s, e.card));
    case event_kind::effect_cancelled:
      return e.amount < 0 ? fmt::format("the effect of {} is cancelled", name(s, e.card))
                          : fmt::format("{} of {} is cancelled", ability(s, e.card, e.amount), name(s, e.card));
    case event_kind::priority_passed: return fmt::format("{} passes priority", who(e.player));
    case event_kind::deploy_not_paid:
      return fmt::format("{} cannot pay the costs of {} for {}: it is not deployed", who(e.player), name(s, e.card),
                         name(s, e.card2));
    case event_kind::trait_modified:
      return fmt::format("{} gets {:+} {} {}", name(s, e.card), e.amount, to_string(e.t), until(e));
  }
  return "?";
}

}  // namespace

std::string describe(const event& e, const state& s) {
  std::string text = body(e, s);
  if (!text.empty()) text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  return fmt::format("{} ({}, {}).", text, e.why.rule, e.why.section);
}

}  // namespace engine
