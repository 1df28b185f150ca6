// The small families of words of the card language (nouns, card states, zones, whose zone,
// players, determiners, comparisons), each one table: its spellings and the entry the
// checker stores in checked::expr::word, on which the runner dispatches. No other code
// compares these words as strings.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

namespace megacorp::words {

// Every family's entry 0 is `unknown`: a spelling the table does not have.

// 001 Cards and Card Types, and the things an effect may name (Glossary CANCEL).
enum class noun : std::uint8_t {
  unknown, card, character, event, equipment, location, business, founder, resource, space,
  ability, effect, player, opponent,
};
// What a card can be (`this is engaged`, `an engaged character`); `other` is this card's others.
enum class state : std::uint8_t {
  unknown, engaged, disengaged, damaged, orphaned, bonded, surrounded, attacking, blocking, deployed, reset, felled, other,
  charging,
};
// 001 The Zones of the Game. `deck` names no deck: the main deck, except that a search of it
// is a search of either deck (001 The Zones of the Game, Important Note; run/choices.cpp).
enum class zone : std::uint8_t { unknown, main_deck, resource_deck, hand, open_market, annihilated, network, deck };
// Whose zone: `your` the acting player's, `their` (as `they`) the player a subject named
// before or the acting player's, `its owner's`, `its controller's`.
// `an opponent's` / `each opponent's`: the zones of every player but the acting one (a filter only).
// `target player's` (target), `target opponent's` (target_opponent): a player chosen as a target.
enum class owner : std::uint8_t { unknown, acting, card_owner, card_controller, named, opponents, target, target_opponent };
// Pronouns that name a player or a card already known.
enum class pronoun : std::uint8_t {
  unknown, acting,  // they, that player, their
  its_controller, its_owner, attacker, defender, blocker,
  host,  // the card this is bonded to
  // the other party of the event a trigger heard (vocabulary/event_triggers.hpp party_word)
  destroyer,      // the card that destroyed it
  damage_source,  // the card that dealt it (the damage)
  // the player whose network holds the card named before (`it`) or this card (001 Buy Phase:
  // a card can be deployed into an opponent's network, and stays its player's)
  network_of_it, network_of_this,
  // a combat party's player (`the attacker's controller`); the checked op's value is the party's code
  party_controller, party_owner,
  former_host,  // the other party of `is unbonded`: the card it was bonded to (the top it left)
  chosen,       // the card in play this card's `choose` kept (engine::card_instance::chosen)
  // `the controller of SEL`, `the owner of SEL`: the player of the cards the checked op's
  // args[0] names (as they last were in play, if they left it since)
  controller_of, owner_of,
  buyer,  // after `when ... is bought ...`: the player who bought the card (001 Buy Phase)
  seller,  // after `when ... is bought from ... network`: the player whose network the card left
  // the next opponent still in the game clockwise (in turn order) from the acting player, and
  // the one before (001 Beginning of the game; docs/rulings.md, Seating)
  left_opponent, right_opponent,
  // `this` in the object of a rule an effect gives (`target character must attack this until
  // your next turn`): the card whose text gave the rule, read from the grant (no spelling of
  // its own: the checker writes it for `this` there; docs/rulings.md, Restrictions given by an
  // effect).
  giver,
};
// A pronoun that names only a player (`its controller`), never a card.
constexpr bool names_only_players(pronoun p) {
  return p == pronoun::acting || p == pronoun::its_controller || p == pronoun::its_owner || p == pronoun::network_of_it ||
         p == pronoun::network_of_this || p == pronoun::party_controller || p == pronoun::party_owner ||
         p == pronoun::controller_of || p == pronoun::owner_of || p == pronoun::buyer ||
         p == pronoun::seller || p == pronoun::left_opponent || p == pronoun::right_opponent;
}
// Who controls, in `cards you control`: `you`, `an opponent` (any other player),
// `its controller` (of the card named before), `target player`, `target opponent`.
enum class controller : std::uint8_t { unknown, you, opponent, its_controller, target_player, they, target_opponent, left_opponent, right_opponent };
// How many a selection names, and whether it targets.
enum class determiner : std::uint8_t { unknown, one, another, each, target, exactly, up_to, at_least, any_number };
// 001 Traits: the word code of engine::trait (entry i + 1 is trait i, asserted in words.cpp),
// spelled by engine::trait_names.
enum class trait : std::uint8_t { unknown, iq, eq, mq, bq };
// `the number of ... >= 3`, `is at least`.
enum class comparison : std::uint8_t { unknown, equal, less, greater, at_most, at_least };

template <class E>
struct spelling {
  std::string_view text;
  E word;
};

std::span<const spelling<noun>> nouns();
std::span<const spelling<state>> states();
std::span<const spelling<zone>> zones();
std::span<const spelling<owner>> owners();
std::span<const spelling<pronoun>> pronouns();
std::span<const spelling<controller>> controllers();
std::span<const spelling<determiner>> determiners();
std::span<const spelling<comparison>> comparisons();
std::span<const spelling<trait>> traits();

// The entry spelled `text` in `table`, or unknown.
template <class E>
E find(std::span<const spelling<E>> table, std::string_view text) {
  for (const spelling<E>& s : table)
    if (s.text == text) return s.word;
  return E{};
}

// The first spelling of `word` in `table` (its singular, for a noun), or "".
template <class E>
std::string_view spelled(std::span<const spelling<E>> table, E word) {
  for (const spelling<E>& s : table)
    if (s.word == word) return s.text;
  return {};
}

// The byte checked::expr::word keeps, and back.
template <class E>
constexpr std::uint8_t code(E e) {
  return static_cast<std::uint8_t>(e);
}
// (The runner decodes through its context, which may read a word as switched off for a
// test: run/switched_off.hpp.)
template <class E>
constexpr E as(std::uint8_t word) {
  return static_cast<E>(word);
}

// The index of the engine::trait a trait word names (entry i + 1 is trait i, asserted in
// words.cpp), -1 for unknown: the one conversion between the two, for the checker and the runner.
constexpr int trait_index(trait t) { return static_cast<int>(t) - 1; }

// A determiner that has the acting player choose one card (`a`, `an`, `one`, `another`).
constexpr bool chooses_one(determiner d) { return d == determiner::one || d == determiner::another; }
// A noun that names players, not cards.
constexpr bool names_players(noun n) { return n == noun::player || n == noun::opponent; }
// `target player` / `target opponent` (`target player` among opponents, vocabulary 7.2), as
// who controls or whose zone: a player chosen as a target; its noun, the target's.
constexpr bool is_target(controller c) { return c == controller::target_player || c == controller::target_opponent; }
constexpr bool is_target(owner o) { return o == owner::target || o == owner::target_opponent; }
constexpr noun target_noun(controller c) { return c == controller::target_opponent ? noun::opponent : noun::player; }
constexpr noun target_noun(owner o) { return o == owner::target_opponent ? noun::opponent : noun::player; }

}  // namespace megacorp::words
