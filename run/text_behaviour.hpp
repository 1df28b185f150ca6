// Card text in a game: the engine's card_behaviour (engine/behaviour.hpp) answered by
// evaluating each card's abilities and those of its keywords from the prelude. The engine
// asks rule queries and offers events; nothing here names a keyword.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "engine/behaviour.hpp"
#include "engine/event_log.hpp"
#include "library/library.hpp"
#include "run/switched_off.hpp"

namespace megacorp {

// The behaviour for games whose card database was made by make_card_db(lib). It refers
// to `lib`, which must outlive it. `off`: what a test switched off (run/switched_off.hpp).
std::shared_ptr<const engine::card_behaviour> make_text_behaviour(const library& lib,
                                                                  const switched_off& off = nothing_off);

// The abilities of a card the engine does not run yet (activated abilities, events'
// effects, replacement effects, rules and triggers no engine hook asks about), rendered
// as text; empty when all of its text runs.
std::vector<std::string> text_not_run(const checked::card& card);
// "If it checks, it runs" as a load-time error: each ability of a card of `lib` the engine
// would never consult is an error at that ability (run after library::check; none is
// known: tests/lang/checks_run_test.cpp).
void check_every_text_runs(const library& lib, diagnostics& diags);

// An event as a sentence, with the card text behind it where the engine only knows that
// "card text" acted: `"Affluent Customers" (CASHFLOW): when your cashflow step begins: ...`.
std::string describe_with_text(const engine::event& e, const engine::state& s, const library& lib);

}  // namespace megacorp
