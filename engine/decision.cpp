// The limits of a choice (how many options, their combined weight) and comparing decisions.
#include "engine/decision.hpp"

#include "engine/state.hpp"

#include <algorithm>

#include <fmt/format.h>

namespace engine {

std::string choice_request::refusal(const std::vector<card_id>& chosen) const {
  if (chosen.empty()) return optional ? "" : "a choice must be made";
  if (static_cast<int>(chosen.size()) > at_most)
    return at_most == 1 && !optional ? "choose exactly one" : fmt::format("choose at most {}", at_most);
  int total = 0;
  for (std::size_t i = 0; i < chosen.size(); ++i) {
    if (std::find(chosen.begin(), chosen.begin() + static_cast<long>(i), chosen[i]) != chosen.begin() + static_cast<long>(i))
      return "a card is chosen twice";
    const auto at = std::find(options.begin(), options.end(), chosen[i]);
    if (at == options.end()) return "a card that is not an option is chosen";
    const auto k = static_cast<std::size_t>(at - options.begin());
    if (k < weights.size()) total += weights[k];
  }
  if (limit >= 0 && total > limit) return fmt::format("their combined value {} is over {}", total, limit);
  return "";
}

bool choice_request::can_add(const std::vector<card_id>& picked, card_id next) const {
  if (static_cast<int>(picked.size()) >= at_most) return false;
  if (std::find(options.begin(), options.end(), next) == options.end()) return false;
  if (std::find(picked.begin(), picked.end(), next) != picked.end()) return false;
  std::vector<card_id> with = picked;
  with.push_back(next);
  return refusal(with).empty();
}

bool same_decision(const pending_decision& a, const pending_decision& b) {
  return a.cause == b.cause && a.answers == b.answers && a.question == b.question && a.picked == b.picked &&
         (a.base == b.base || (a.base && b.base && *a.base == *b.base));
}

}  // namespace engine
