// What the file targets share (fuzz_check, fuzz_scenario, fuzz_deck): the bundled prelude
// and card library, read and parsed once at start-up, and decks played a few turns.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "engine/card_def.hpp"
#include "grammar/parser.hpp"
#include "ir/checked.hpp"
#include "library/library.hpp"

namespace megacorp::fuzz {

using sources = std::vector<std::shared_ptr<const parsed_source>>;

// cards/prelude/*.mc, parsed once (aborts when missing: a run without it misses most of the checker).
const sources& prelude();
// The card library without the prelude (cards/*.mc): scenarios name its cards.
const sources& card_library();
// The same without cards/decks.mc: a deck file of the input may then reuse a starter's name.
const sources& card_library_without_decks();
// "Corp Starter" from the bundled library, checked once: the opponent of a deck under test
// (a checked deck is names and counts, so any library with the same cards can deal it).
const checked::deck& opponent_deck();

// `input` loaded as file `name` after the prelude and `files` (parsed once), and checked
// into `lib`; its diagnostics, when there are errors, formatted as text and as JSON (a
// crash if either comes out empty). Whether it checked without errors.
bool load_and_check(library& lib, const sources& files, const std::string& name, const std::string& input);

// Each deck dealt against `other` (seat 1 and seat 2 alternately) and played 3 turns by
// random agents with the engine's invariants checked after every action (`megacorp play`'s
// path); at most `max_decks` of them. A deck the engine refuses is skipped with its reasons.
void play_decks(const library& lib, const std::shared_ptr<const engine::card_db>& db,
                const std::vector<const checked::deck*>& decks, const checked::deck& other,
                std::size_t max_decks);

}  // namespace megacorp::fuzz
