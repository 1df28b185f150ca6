// What each trigger phrase of the card language waits for, as one table: the phrase, the
// engine event that makes it happen, and which card of the event it is about. The
// checker's list of trigger phrases and of steps is read from here, so a phrase the
// checker knows always has an event that fires it (docs/reference.md, Triggers). The
// replacement phrases (`instead of this being ...`) are a table here too.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/behaviour.hpp"
#include "engine/event_log.hpp"
#include "engine/state.hpp"
#include "ir/checked.hpp"
#include "vocabulary/doc_record.hpp"
#include "vocabulary/words.hpp"

namespace megacorp::event_triggers {

// Something a trigger phrase saw happen: the card it happened to (the trigger's subject),
// the card on the other side (`it` in the effect), and an amount (damage dealt; for `draws a
// card`, the cards `player` has drawn this turn with that one, the only amount a phrase with
// a player gives).
struct happening {
  engine::card_id subject = engine::no_card;
  engine::card_id other = engine::no_card;
  int amount = 0;
  engine::player_id player = engine::no_player;  // a step's: the player whose step it is (`that player`)
  // The player whose text the subject's own trigger is, when not its controller (variant
  // bought-card-triggers-for-seller: the player whose network the card was bought out of).
  engine::player_id text_of = engine::no_player;
  // A buy out of a network: the player whose network the card left (`the seller`).
  engine::player_id seller = engine::no_player;
};

// The phrases after a selection ("_": a second selection), in the checker's order.
const std::vector<std::string>& phrases();
// The steps a trigger can wait for the beginning or end of ("buy phase"), in order.
const std::vector<std::string>& step_names();

// The rows of docs/vocabulary.md: of phrases()[i] (section 3.1), of step_names()[i]
// (3.2) and of replacement_texts()[i] (5).
const doc_record& phrase_doc(std::size_t i);
const doc_record& step_doc(std::size_t i);
const doc_record& replacement_doc(std::size_t i);
// The row of `for the first time each turn` after a trigger (section 3.3).
const doc_record& first_time_doc();

// A checked trigger keeps what it waits for in its `ref` (checked::expr), set by the
// checker: a checked::trigger_phrase or a checked::step_trigger; monostate for none (after
// an error). The runner dispatches on these, never on the text.
checked::ref phrase_ref(std::string_view phrase);
checked::ref step_ref(std::string_view step_trigger_text);
// The phrase a trigger's ref names, or none (a step, or nothing).
std::optional<checked::trigger_phrase> phrase_of(const checked::ref& entry);
// The event kind a trigger's ref waits for (step_began / step_ended for a step).
engine::event_kind kind_of(const checked::ref& entry);
// A second kind it waits for (`gains money`: money_transferred too); trigger_fired: none.
engine::event_kind also_kind_of(const checked::ref& entry);
// When a trigger with this ref hears of its event (engine/behaviour.hpp trigger_timing):
// at once for the phrases the engine offers to the card they happen to, when written about
// `this`, and for the turn's steps the engine offers to the turn player's cards; else after
// the action.
engine::trigger_timing timing_of(const checked::ref& entry, bool about_this);
// What `e` means for a phrase's ref: none when the event is not one it waits for.
std::optional<happening> happened(const checked::ref& entry, const engine::event& e, const engine::state& s);
// The number a path watch is told (engine/path_watch.hpp: the engine knows no checked
// tree), and back: a phrase's index + 1, a step from watch_step_base; 0 for none.
std::int64_t watch_code(const checked::ref& entry);
checked::ref of_watch_code(std::int64_t code);
// Whether the phrase's event has a card on the other side (the attacker, the destroyer, the
// card that dealt the damage): `it` after `when this PHRASE` (docs/vocabulary.md 3.1).
bool names_other(std::string_view phrase);
// Whether the phrase's event, about `this`, happens at most once to a card in play: it takes
// the card into or out of play, or happens to it out of play (`is deployed`, `is destroyed`,
// `is discarded`). A card that leaves play and comes back is a new card (docs/rulings.md, The
// first time each turn), so `when this is destroyed for the first time each turn` would add
// nothing: the checker refuses it.
bool once_per_card(std::string_view phrase);
// Whether the entry's event must reach or leave a zone of the player whose text it is (`is
// returned to your hand`, `is bought from your open market`): happening::player is that
// zone's player.
bool your_zone(const checked::ref& entry);
// Whether the entry's event must reach a zone of another player than the one whose text it
// is (`is deployed into an opponent's network`): happening::player is that zone's player.
bool opponents_zone(const checked::ref& entry);
// Whether the phrase's subject is a player, not a card (`when an opponent draws a card`):
// happening::player is the player it happened to; the card named, if any, is
// happening::subject (`activates an ability`: the card whose ability it is; `draws a card`
// names none, the card drawn is hidden).
bool about_a_player(std::string_view phrase);
bool about_a_player(const checked::ref& entry);
// Whether the phrase hears a player's money go up or down (`gains money`, `loses money`):
// happening::amount is the money, `that much` in its effect (docs/rulings.md, Money gained and lost).
bool about_money(std::string_view phrase);
bool about_money(const checked::ref& entry);
// Whether a trigger's entry is `draws a card` (its happening's amount: the drawer's cards
// drawn this turn as that draw left it).
bool about_draws(const checked::ref& entry);
// The words that name the other party of the phrase's event (`the card that destroyed it`
// after `is destroyed ...`, `the card that dealt it` after `is dealt damage`); unknown for
// none. The runner reads that party from the event (happening::other).
words::pronoun party_word(std::string_view phrase);
// Whether the phrase's event has a seller (`the seller`): a buy out of a network, the
// player whose network the card left (001 Buy Phase: "pay your opponent").
bool has_seller(std::string_view phrase);

// Whose turn a step trigger waits for (checked::step_owner).
using checked::step_owner;

// A replacement phrase (`instead of this being PHRASE`) and the event it stands in for
// (engine/behaviour.hpp replace_destruction).
struct replacement_phrase {
  const char* text;
  engine::replaceable what;
  bool in_combat;  // only for combat damage
  bool by;         // `by _`: the card causing it must fit the second selection
  doc_record doc;  // its row of docs/vocabulary.md, section 5
  bool during_combat = false;  // only while an attack is under way (engine::destruction)
  bool by_effect = false;      // only when card text causes it (engine::destroyed_how::by_effect)
  bool by_damage = false;      // only when damage reaching a trait causes it (engine::destroyed_by_damage)
};
// The replacement phrases, in the checker's order; the entry of one, or null.
const std::vector<std::string>& replacement_texts();
const replacement_phrase* replacement_of(std::string_view text);
// The phrase a replacement's trigger names (checked::phrase_id, set by the checker), or null.
const replacement_phrase* replacement_at(const checked::ref& r);

// A step trigger as the checker writes it: "your buy phase begins" (the end of the game
// is not a step anything can follow): checked::step_trigger.
using checked::step_trigger;
std::optional<step_trigger> parse_step(std::string_view text);
// The step trigger a trigger's ref names (pointing into it), or null.
const step_trigger* step_of(const checked::ref& entry);
bool fits(const step_trigger& t, const engine::event& e, engine::player_id controller);

}  // namespace megacorp::event_triggers
