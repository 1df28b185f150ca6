// What the parser says when a required piece is missing: one table, one line per rule.
// A rule used under must<> without a message here fails the build (see parser.cpp).
#pragma once

#include <array>
#include <string_view>

#include "grammar/grammar.hpp"

namespace megacorp::grammar {

template <typename Rule> inline constexpr const char* message = nullptr;

// A required language word: "expected 'of'".
template <fixed_string S> struct expected_word {
  static constexpr auto text = [] {
    constexpr std::string_view before = "expected '";
    std::array<char, before.size() + S.size() + 2> out{};
    std::size_t n = 0;
    for (char c : before) out[n++] = c;
    for (char c : S.view()) out[n++] = c;
    out[n] = '\'';
    return out;  // ends with the '\0' it was filled with
  }();
};
template <fixed_string S> inline constexpr const char* message<w<keyword<S>>> = expected_word<S>::text.data();

// Whether a rule has a message, as a constant even where the message is a static array.
template <typename Rule> inline constexpr bool has_message = message<Rule> != nullptr;
template <fixed_string S> inline constexpr bool has_message<w<keyword<S>>> = true;

#define MC_MESSAGE(rule, text) template <> inline constexpr const char* message<rule> = text
MC_MESSAGE(escape_char, "expected an escape: \\\", \\\\, \\n or \\t");
MC_MESSAGE(string_end, "expected a closing '\"' before the end of the line");
MC_MESSAGE(name, "expected a name in double quotes");
MC_MESSAGE(keyword_name, "expected a keyword name, such as {keyword} (a name of several words in double quotes)");
MC_MESSAGE(lbrace, "expected '{'");
MC_MESSAGE(deployed_or_destroyed, "expected 'deployed' or 'destroyed' ('this was deployed this turn', 'a character was destroyed this turn')");
MC_MESSAGE(some_events, "expected how many events: 'you played an event this turn', 'you played 2 or more events this turn'");
MC_MESSAGE(some_cards, "expected how many cards: 'you bought a card this turn', 'you bought 2 or more cards this turn'");
MC_MESSAGE(colon, "expected ':'");
MC_MESSAGE(rparen, "expected ')'");
MC_MESSAGE(network_card, "expected whose network: 'the player whose network it is in' or '... this is in'");
MC_MESSAGE(seat_side, "expected which side: 'the opponent on your left' or 'the opponent on your right'");
MC_MESSAGE(arrow, "expected '->' between the costs and the effect");
MC_MESSAGE(card_end, "expected a field (type:, faction:, cost:, traits:, tags:, keywords:, flavour:), an ability (when, ability, rule:, on resolve:, instead of) or '}' to close the card");
MC_MESSAGE(keyword_end, "expected an ability (when, ability, rule:, on resolve:, instead of) or '}' to close the keyword");
MC_MESSAGE(deck_end, "expected a deck field (business:, founder:, resources:, main:) or '}' to close the deck");
MC_MESSAGE(block_end, "expected ',' and another statement, or '}' to close the block");
MC_MESSAGE(form_or_end, "expected 'card', 'keyword', 'deck', 'scenario' or 'variant' to start a definition");
MC_MESSAGE(variant_source, "expected the book the variant follows, in double quotes, such as \"000 Glossaire\"");
MC_MESSAGE(value_words, "expected a word, such as 'character' or 'event'");
MC_MESSAGE(word, "expected a word");
MC_MESSAGE(cost, "expected a cost such as 2M or 4M + 3BQ");
MC_MESSAGE(cost_term, "expected money (2M) or a trait cost (3BQ)");
MC_MESSAGE(trait, "expected a trait: IQ, EQ, MQ or BQ");
MC_MESSAGE(trait_entry, "expected a trait and its value, such as 'BQ 2' or 'MQ -'");
MC_MESSAGE(trait_value, "expected a number or '-' (a null trait)");
MC_MESSAGE(keyword_use, "expected a keyword in capitals, such as {keywords}");
MC_MESSAGE(upper_name, "expected a keyword in capitals, such as {keywords}");
MC_MESSAGE(keyword_ref, "expected a #TAG or a KEYWORD");
MC_MESSAGE(shape, "expected an area such as 2x2 or 1x4");
MC_MESSAGE(sign, "expected '+' or '-' before the amount");
MC_MESSAGE(noun, "expected what is selected: card, character, event, player, ...");
MC_MESSAGE(selection, "expected a card or player, such as 'this', 'target card' or 'each player'");
MC_MESSAGE(most_quantity, "expected what is counted: 'money', or cards such as 'cards in hand' or 'characters'");
MC_MESSAGE(zone, "expected a zone, such as 'your main deck' or 'their open market'");
MC_MESSAGE(search_zones, "expected the zones to search, such as 'your main deck and open market'");
MC_MESSAGE(destination, "expected where it goes: 'into ZONE', 'on the bottom of ZONE' or 'on top of ZONE'");
MC_MESSAGE(top_or_bottom, "expected 'top of ZONE' or 'bottom of ZONE'");
MC_MESSAGE(qual_adjacent, "expected 'adjacent to' and a card");
MC_MESSAGE(amount, "expected an amount: a number, a parameter, 'the number of ...' or 'the TRAIT of ...'");
MC_MESSAGE(half_what, "expected an amount ('half the number of cards in your hand') or 'your money' / 'their money'");
MC_MESSAGE(money, "expected an amount of money, such as '2M' or 'x M'");
MC_MESSAGE(condition, "expected a condition, such as 'this is engaged' or 'you control at least 3 cards with #TAG'");
MC_MESSAGE(cond_and, "expected a condition after 'or'");
MC_MESSAGE(cond_unary, "expected a condition after 'and'");
MC_MESSAGE(cond_atom, "expected a condition after 'not'");
MC_MESSAGE(block, "expected '{' and the statements of the block");
MC_MESSAGE(effect, "expected an effect, such as 'deal 2 BQ damage to target card' or 'draw 1 card'");
MC_MESSAGE(effect_to_semicolon, "expected an effect after 'instead', such as 'instead put it into its owner's hand'");
MC_MESSAGE(costs, "expected costs, such as 'discard a card in your hand' or 'destroy a character you control'");
MC_MESSAGE(activation_part, "expected the statements of the activation: its costs, then '->' and its effect, such as 'activate: pay 1M -> draw 1 card'");
MC_MESSAGE(statement, "expected a statement after ',' or 'then'");
MC_MESSAGE(mode, "expected a mode: the statements it does, such as 'choose one: draw 2 cards; or gain 3M'");
MC_MESSAGE(next_mode, "expected '; or' and another mode: 'choose one' offers two modes or more, such as 'choose one: draw 2 cards; or gain 3M'");
MC_MESSAGE(mode_which, "expected the mode chosen, its text in double quotes or its number: 'mode \"draw 2 cards\"', 'mode 2'");
MC_MESSAGE(mode_choice, "expected the mode chosen with the play after 'choosing': 'choosing mode 2', 'choosing mode \"draw 2 cards\"'");
MC_MESSAGE(imperative, "expected what may be done, such as 'search ...' or 'draw 1 card'");
MC_MESSAGE(may_what, "expected what may be done, such as 'search ...', 'draw 1 card' or 'have this become a copy of target character'");
MC_MESSAGE(selection_stmt, "expected what a card or player does, such as 'this become a copy of target character' or 'target opponent draw 1 card'");
MC_MESSAGE(trigger, "expected a trigger, such as 'this is deployed' or 'your turn begins'");
MC_MESSAGE(phrase, "expected words saying what happens, such as 'is deployed' or 'be blocked by cards without {keyword}'");
MC_MESSAGE(rule_body, "expected a rule, such as 'this cannot be attacked' or 'this gets +1 BQ while this is engaged'");
MC_MESSAGE(param, "expected a parameter such as 'x: number'");
MC_MESSAGE(deck_entry, "expected a count and a card name, such as 4 \"Incarnate Neonate\"");
MC_MESSAGE(tag_list, "expected one or more #TAGS");
MC_MESSAGE(deck_entries, "expected a count and a card name, such as 4 \"Incarnate Neonate\"");
MC_MESSAGE(keyword_uses, "expected a keyword in capitals, such as {keywords}");
MC_MESSAGE(param_list, "expected a parameter such as 'x: number'");
MC_MESSAGE(trait_entries, "expected traits such as 'IQ 2, EQ 1, MQ -, BQ 2'");
MC_MESSAGE(modified_value, "expected a trait (IQ, EQ, MQ, BQ) or 'valuation'");
MC_MESSAGE(cards_word, "expected 'card' or 'cards'");
MC_MESSAGE(counters_word, "expected 'counter' or 'counters'");
MC_MESSAGE(shuffled, "expected the cards or the zone to shuffle, such as 'target character' or 'your open market'");
MC_MESSAGE(looked, "expected the cards or the zone to look at, such as 'the top 3 cards of your main deck' or 'target opponent's hand'");
MC_MESSAGE(removed_count, "expected how many counters: a number, an amount, 'a' or 'all'");
MC_MESSAGE(added_count, "expected how many counters: a number, an amount or 'a'");
MC_MESSAGE(per_counted, "expected a card or player, such as 'this', 'target card' or 'each player'");
MC_MESSAGE(bond_link, "expected 'to' (the card it bonds under)");
MC_MESSAGE(damage_link, "expected 'to' (or 'divided as you choose among')");
MC_MESSAGE(that_damage, "expected 'that damage': the damage a 'dealt damage' replacement replaces");
MC_MESSAGE(each_turn, "expected 'each turn': 'prevent the first 2 of that damage each turn'");
MC_MESSAGE(prevented_damage, "expected what is prevented: 'that damage', '1 of that damage', 'the first 2 of that damage each turn' or 'the next 2 damage that would be dealt to SEL'");
MC_MESSAGE(would_be, "expected 'would be' ('the next time target character would be destroyed', 'the next damage that would be dealt to ...')");
MC_MESSAGE(next_time_phrase, "expected the event a replacement can stand in for: 'destroyed', 'dealt damage', 'annihilated', 'put into an open market', ... (docs/vocabulary.md 5)");
MC_MESSAGE(state_word, "expected what it is: engaged, disengaged, damaged, 'adjacent to ...', 'a character', ...");
MC_MESSAGE(until_period, "expected 'end of turn', 'your next turn' or 'its controller's next accounting phase ends'");
MC_MESSAGE(each_or_per, "expected 'each'");  // or `per`, its synonym
MC_MESSAGE(activation_count, "expected 'once' or 'twice'");
MC_MESSAGE(turn_or_phase, "expected 'turn', 'phase', 'combat' or 'your next turn'");
MC_MESSAGE(additional_what, "expected 'time' ('attack an additional time' is the rule of one more; a card may "
                            "block any number of attacks, 001 Challenge Phase, Blocking sets no limit; 'retaliate 2 "
                            "times per turn' sets retaliations)");
MC_MESSAGE(until_next, "expected 'next'");
MC_MESSAGE(delay_moment, "expected 'the start of your next turn', 'the beginning of the end phase' or 'end of turn' (a delayed effect)");
MC_MESSAGE(delay_start_of, "expected 'start of' or 'beginning of'");
MC_MESSAGE(delay_which, "expected 'your next turn' or 'the end phase'");
MC_MESSAGE(delay_turn_word, "expected 'turn'");
MC_MESSAGE(delay_end_word, "expected 'end'");
MC_MESSAGE(until_accounting, "expected 'accounting' (until its controller's next accounting phase ends)");
MC_MESSAGE(rule_phrase, "expected words saying what the rule allows or forbids, such as 'be blocked by cards without {keyword}'");
MC_MESSAGE(player_name, "expected a player's name, a capitalised word such as Ana");
MC_MESSAGE(possessive, "expected a player's name with 's, such as Nicole's");
MC_MESSAGE(coordinate, "expected a coordinate, a whole number such as 1 or -2");
MC_MESSAGE(cell, "expected a cell such as 1,0");
MC_MESSAGE(zone_ref, "expected a zone such as 'Nicole's open market' or 'her hand'");
MC_MESSAGE(card_ref, "expected a card: a quoted name, 'Nicole's \"Name\"', '\"Name\" at 1,0' or 'Nicole's business'");
MC_MESSAGE(card_refs, "expected one or more cards separated by ','");
MC_MESSAGE(target_ref, "expected a target: a card ('\"Name\"', 'Nicole's \"Name\"', ...) or a player's name ('Nicole')");
MC_MESSAGE(target_refs, "expected one or more targets separated by ',': cards or players' names");
MC_MESSAGE(choice_refs, "expected the cards chosen ('\"Name\"', ...), a player's name ('Nicole') or a mode ('mode \"draw 2 cards\"')");
MC_MESSAGE(card_list, "expected '{' and a list of card names");
MC_MESSAGE(card_list_end, "expected a card name (optionally with a count, such as 3 \"Gnost Cleric\") or '}'");
MC_MESSAGE(network_end, "expected a cell (\"Card\" at X,Y) or '}' to close the network");
MC_MESSAGE(player_end, "expected a player item (money:, pool:, network, hand, main deck, resource deck, open market, annihilated, deck:) or '}'");
MC_MESSAGE(number, "expected a number");
MC_MESSAGE(pool_entries, "expected trait amounts such as '3 BQ, 1 IQ'");
MC_MESSAGE(variant_names, "expected a rules variant such as 'standard'");
MC_MESSAGE(action_body, "expected an action (buys, produces, sells, passes, attacks, blocks, plays, ...; see docs/scenarios.md)");
MC_MESSAGE(revealed_card, "expected 'the revealed card'");
MC_MESSAGE(assignments, "expected damage assignments such as '2 to \"Gnost Cleric\"'");
MC_MESSAGE(scenario_action, "expected an action, starting with the player's name");
MC_MESSAGE(zone_contents, "expected 'empty' or '{' and the cards");
MC_MESSAGE(expectation, "expected what to check (a card in a zone, money, damage, 'turn:', 'refused:', 'log:', 'deck', 'NAME sees', ...; see docs/scenarios.md)");
MC_MESSAGE(scenario_end, "expected a setup item (rules:, seed:, turn:, pending:, cites:, player, deck), an action, 'expect' or '}' to close the scenario");
MC_MESSAGE(assignment, "expected a damage assignment such as '2 to \"Gnost Cleric\"'");
MC_MESSAGE(pool_entry, "expected a trait amount such as '3 BQ'");
MC_MESSAGE(variant_name, "expected a rules variant name");
MC_MESSAGE(statement_ids, "expected a rulebook statement id such as 001/challenge-phase/12 (rules/index/)");
MC_MESSAGE(statement_id, "expected a rulebook statement id such as 001/challenge-phase/12 (rules/index/)");
MC_MESSAGE(times_word, "expected 'times' (or 'time') after the number of log lines");
MC_MESSAGE(card_state_word, "expected a card state: engaged, disengaged or orphaned");
MC_MESSAGE(deck_verdict, "expected 'legal' or 'refused because \"...\"'");
MC_MESSAGE(seen_list, "expected 'empty' or '{' and the cards seen");
MC_MESSAGE(comma, "expected ','");
MC_MESSAGE(owner, "expected whose: 'your', 'their', 'its owner's' or 'its controller's'");
MC_MESSAGE(pool_owner, "expected whose trait pool: 'your' or 'their'");
MC_MESSAGE(trait_pool, "expected 'trait pool'");
MC_MESSAGE(turn_owner, "expected whose: 'your', 'an opponent's' or 'the'");
MC_MESSAGE(activation_when, "expected 'during your buy phase' (or another turn or phase), 'while CONDITION' or 'once each turn'");
MC_MESSAGE(period_word, "expected 'turn' or a phase: 'accounting phase', 'buy phase', 'challenge phase', 'divest phase', 'end phase'");
MC_MESSAGE(card_number, "expected what of the card is counted: a trait (IQ, EQ, MQ, BQ), 'damage' or 'valuation'");
#undef MC_MESSAGE

// Fix-its (docs/diagnostics.md, "Fix-its"): the messages above whose text states the edit,
// one missing token, with the text that edit inserts. It goes right after the token before
// the error (`cost 4M` -> `cost: 4M`), except a closing '"', which goes where the error is.
template <typename Rule> inline constexpr const char* insertion = nullptr;

// A required language word: " of" after the token before it.
template <fixed_string S> struct inserted_word {
  static constexpr auto text = [] {
    std::array<char, S.size() + 2> out{};
    std::size_t n = 0;
    out[n++] = ' ';
    for (char c : S.view()) out[n++] = c;
    return out;  // ends with the '\0' it was filled with
  }();
};
template <fixed_string S> inline constexpr const char* insertion<w<keyword<S>>> = inserted_word<S>::text.data();

#define MC_INSERTS(rule, text) template <> inline constexpr const char* insertion<rule> = text
MC_INSERTS(colon, ":");
MC_INSERTS(comma, ",");
MC_INSERTS(rparen, ")");
MC_INSERTS(arrow, " ->");
MC_INSERTS(lbrace, " {");
MC_INSERTS(string_end, "\"");
#undef MC_INSERTS

}  // namespace megacorp::grammar
