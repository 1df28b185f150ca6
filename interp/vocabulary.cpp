#include "interp/vocabulary.hpp"

namespace megacorp::vocabulary {

// Trigger phrases after a selection ("_" stands for a selection), 001 Accounting Phase,
// Challenge Phase, Glossary (ORPHANED, DEPLOY).
const std::vector<std::string> trigger_phrases = {
    "is deployed", "is deployed from hand", "is destroyed", "is annihilated", "is orphaned", "is attacked",
    "attacks", "blocks", "is blocked", "retaliates", "deals damage", "deals damage to _", "is dealt damage", "is bought",
    "is sold", "is engaged", "is revealed", "is discarded",
};
// Steps that have a beginning and an end a card can wait for (001 Turn Structure).
const std::vector<std::string> step_names = {
    "turn", "game", "accounting phase", "cashflow step", "upkeep step", "buy phase", "challenge phase",
    "divest phase", "end phase", "combat",
};
// Events a replacement effect can stand in for (Glossary: ASSASSIN, INDESTRUCTIBLE, REGENERATE).
const std::vector<std::string> replaceable_phrases = {
    "destroyed", "destroyed in combat", "destroyed by _", "destroyed by _ in combat", "annihilated",
    "dealt damage", "put into an open market",
};
// Rule queries a static rule can change, by phrase; docs/language.md lists what each means.
const std::vector<std::string> rule_phrases = {
    "be blocked by _", "be blocked", "block _", "retaliate against _", "retaliate", "be attacked", "be attacked by _",
    "be targeted", "be targeted by _", "attack _", "attack", "attack without engaging", "retaliate unlimited times",
    "retaliate # times per turn", "be attacked more than once per turn", "attack surrounded _", "attack bonded _",
    "be sold", "be bought by _", "be played at any time", "is not discarded at end of turn", "deals damage first",
    "be engaged", "be deployed onto", "be deployed onto by _", "be controlled twice by _", "attack areas of % using %",
};
const std::vector<std::string> state_words = {"engaged", "disengaged", "damaged", "orphaned", "bonded", "surrounded",
                                              "attacking", "blocking", "deployed", "reset"};
}  // namespace megacorp::vocabulary
