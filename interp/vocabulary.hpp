// The phrases the checker knows, as tables: the single list that checking, messages,
// `did you mean` and editors' hover and completion all read.
#pragma once

#include <string>
#include <vector>

namespace megacorp::vocabulary {

// Trigger phrases after a selection ("_" stands for a selection): `when this is deployed`.
extern const std::vector<std::string> trigger_phrases;
// Steps of the turn a trigger can wait for: `when your turn begins`.
extern const std::vector<std::string> step_names;
// Events a replacement can stand in for: `instead of this being destroyed`.
extern const std::vector<std::string> replaceable_phrases;
// What a static rule can change ("_" a selection, "#" a number, "%" a keyword parameter).
extern const std::vector<std::string> rule_phrases;
// The states a card can be in: `this is engaged`.
extern const std::vector<std::string> state_words;

}  // namespace megacorp::vocabulary
