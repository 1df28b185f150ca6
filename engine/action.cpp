// Actions as readable strings.
#include "engine/action.hpp"

#include "engine/state.hpp"

#include <fmt/format.h>

namespace engine {

namespace {
std::string card_name(const state& s, card_id c) {
  return c < s.cards.size() ? fmt::format("\"{}\"", s.def(c).name) : std::string("an unknown card");
}
std::string where(const state& s, card_id c) {
  if (c >= s.cards.size()) return "";
  const card_instance& ci = s.card(c);
  switch (ci.zone) {
    case zone::hand: return " from the hand";
    case zone::open_market: return fmt::format(" from player {}'s open market", ci.zone_player + 1);
    case zone::network: return fmt::format(" from player {}'s network at {},{}", ci.zone_player + 1, ci.x, ci.y);
    default: return "";
  }
}
std::string listed_names(const state& s, const action& a, const char* none) {
  std::string out;
  for (card_id c : a.cards)
    if (c != no_card) out += (out.empty() ? "" : ", ") + card_name(s, c);
  return out.empty() ? none : out;
}
}  // namespace

std::string to_string(const action& a, const state& s) {
  const int p = a.player + 1;
  switch (a.kind) {
    case action_kind::bid: return fmt::format("player {} bids {}", p, a.value);
    case action_kind::mulligan: return fmt::format("player {} mulligans", p);
    case action_kind::keep_hand: return fmt::format("player {} keeps the hand", p);
    case action_kind::pay_upkeep: return fmt::format("player {} pays the upkeep of {}", p, card_name(s, a.card));
    case action_kind::decline_upkeep:
      return fmt::format("player {} does not pay the upkeep of {}", p, card_name(s, a.card));
    case action_kind::buy_revealed:
      return fmt::format("player {} buys the revealed {} and deploys it at {},{}", p, card_name(s, a.card), a.at.x,
                         a.at.y);
    case action_kind::bottom_revealed: return fmt::format("player {} puts the revealed resource at the bottom", p);
    case action_kind::produce:
      return fmt::format("player {} engages {} to produce {}", p, card_name(s, a.card), to_string(a.t));
    case action_kind::buy:
      if (a.network == no_player)
        return fmt::format("player {} buys out {}{}", p, card_name(s, a.card), where(s, a.card));
      return fmt::format("player {} buys {}{} and deploys it in player {}'s network at {},{}", p,
                         card_name(s, a.card), where(s, a.card), a.network + 1, a.at.x, a.at.y);
    case action_kind::sell: return fmt::format("player {} sells {}", p, card_name(s, a.card));
    case action_kind::attack:
      return fmt::format("player {} attacks {},{} in player {}'s network with {} using {}", p, a.at.x, a.at.y,
                         a.network + 1, card_name(s, a.card), to_string(a.t));
    case action_kind::block: return fmt::format("player {} blocks with {}", p, listed_names(s, a, "no card"));
    case action_kind::retaliate: return fmt::format("player {} retaliates with {}", p, listed_names(s, a, "no card"));
    case action_kind::assign: {
      std::string parts;
      for (std::size_t i = 0; i < a.cards.size(); ++i)
        if (a.cards[i] != no_card)
          parts += fmt::format("{}{} to {}", parts.empty() ? "" : ", ", a.amounts[i], card_name(s, a.cards[i]));
      return fmt::format("player {} assigns {}", p, parts.empty() ? "no damage" : parts);
    }
    case action_kind::play:
      return fmt::format("player {} plays {} at {},{}{}", p, card_name(s, a.card), a.at.x, a.at.y,
                         a.cards[0] == no_card ? "" : " on " + listed_names(s, a, ""));
    case action_kind::activate:
      return fmt::format("player {} activates ability {} of {}{}", p, a.value + 1, card_name(s, a.card),
                         a.cards[0] == no_card ? "" : " on " + listed_names(s, a, ""));
    case action_kind::pass: return fmt::format("player {} passes{}", p, s.priority.open() ? " priority" : "");
    case action_kind::concede: return fmt::format("player {} concedes", p);
  }
  return "?";
}

}  // namespace engine
