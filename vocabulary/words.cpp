// The tables of the small families of words (words.hpp). The grammar decides which
// spellings can be written; these tables say what each one is.
#include "vocabulary/words.hpp"

#include <iterator>

#include "engine/types.hpp"

namespace megacorp::words {

namespace {

// 001 Cards and Card Types; plurals read as their singular.
constexpr spelling<noun> noun_table[] = {
    {"card", noun::card},         {"cards", noun::card},           {"character", noun::character},
    {"characters", noun::character}, {"event", noun::event},       {"events", noun::event},
    {"equipment", noun::equipment}, {"location", noun::location},  {"locations", noun::location},
    {"business", noun::business}, {"businesses", noun::business},  {"founder", noun::founder},
    {"founders", noun::founder},  {"resource", noun::resource},    {"resources", noun::resource},
    {"space", noun::space},       {"spaces", noun::space},         {"ability", noun::ability},
    {"abilities", noun::ability}, {"effect", noun::effect},        {"effects", noun::effect},
    {"player", noun::player},     {"players", noun::player},       {"opponent", noun::opponent},
    {"opponents", noun::opponent},
};

// 001 Card States; Challenge Phase (attacking, blocking); Bonding; Glossary ORPHANED,
// REGENERATE (reset), DEPLOY; Damage (felled); Attacking (charging: engaged by its attack).
constexpr spelling<state> state_table[] = {
    {"engaged", state::engaged},       {"disengaged", state::disengaged}, {"damaged", state::damaged},
    {"orphaned", state::orphaned},     {"bonded", state::bonded},         {"surrounded", state::surrounded},
    {"attacking", state::attacking},   {"blocking", state::blocking},     {"deployed", state::deployed},
    {"reset", state::reset},           {"felled", state::felled},         {"other", state::other},
    {"another", state::other},         {"in play", state::deployed},      {"charging", state::charging},
};

constexpr spelling<zone> zone_table[] = {
    {"main deck", zone::main_deck}, {"deck", zone::deck},              {"resource deck", zone::resource_deck},
    {"hand", zone::hand},           {"open market", zone::open_market}, {"annihilated zone", zone::annihilated},
    {"network", zone::network},
};

constexpr spelling<owner> owner_table[] = {
    {"your", owner::acting},         {"their", owner::named}, {"its owner's", owner::card_owner},
    {"owner's", owner::card_owner}, {"its controller's", owner::card_controller},
    {"their owner's", owner::card_owner}, {"their controller's", owner::card_controller},
    {"an opponent's", owner::opponents}, {"each opponent's", owner::opponents},
    {"target opponent's", owner::target_opponent},   {"target player's", owner::target},
    {"that player's", owner::named},
};

constexpr spelling<pronoun> pronoun_table[] = {
    {"they", pronoun::acting},          {"that player", pronoun::acting},     {"their", pronoun::acting},
    {"its controller", pronoun::its_controller}, {"its owner", pronoun::its_owner},
    {"the attacker", pronoun::attacker}, {"the defender", pronoun::defender}, {"the blocker", pronoun::blocker},
    {"the card this is bonded to", pronoun::host},
    {"the card that destroyed it", pronoun::destroyer}, {"the card that dealt it", pronoun::damage_source},
    {"the card it was bonded to", pronoun::former_host},
    {"the chosen card", pronoun::chosen},
    {"the buyer", pronoun::buyer},
    {"the seller", pronoun::seller},
    {"the player whose network it is in", pronoun::network_of_it},
    {"the player whose network this is in", pronoun::network_of_this},
    {"the attacker's controller", pronoun::party_controller}, {"the defender's controller", pronoun::party_controller},
    {"the blocker's controller", pronoun::party_controller}, {"the attacker's owner", pronoun::party_owner},
    {"the defender's owner", pronoun::party_owner}, {"the blocker's owner", pronoun::party_owner},
    {"the controller of", pronoun::controller_of}, {"the owner of", pronoun::owner_of},
    {"the opponent on your left", pronoun::left_opponent}, {"the opponent on your right", pronoun::right_opponent},
};

constexpr spelling<controller> controller_table[] = {
    {"you", controller::you},
    {"an opponent", controller::opponent},
    {"another player", controller::opponent},
    {"opponents", controller::opponent},
    {"its controller", controller::its_controller},
    {"target player", controller::target_player},
    {"target opponent", controller::target_opponent},  // among opponents (vocabulary 7.2: "as `target player`")
    {"they", controller::they},
    {"the opponent on your left", controller::left_opponent},  // 001 Beginning of the game (docs/rulings.md, Seating)
    {"the opponent on your right", controller::right_opponent},
};

constexpr spelling<determiner> determiner_table[] = {
    {"a", determiner::one},          {"an", determiner::one},           {"one", determiner::one},
    {"another", determiner::another}, {"each", determiner::each},       {"all", determiner::each},
    {"every", determiner::each},      {"target", determiner::target},   {"exactly", determiner::exactly},
    {"up to", determiner::up_to},     {"at most", determiner::up_to},     {"at least", determiner::at_least},
    {"any number of", determiner::any_number},
    {"any number", determiner::any_number}, {"no", determiner::exactly},  // `no`: exactly 0
};

constexpr spelling<comparison> comparison_table[] = {
    {"=", comparison::equal},
    {"<", comparison::less},        {">", comparison::greater},       {"<=", comparison::at_most},
    {">=", comparison::at_least},   {"at least", comparison::at_least}, {"at most", comparison::at_most},
    // `you have exactly 3M`, `more than 2 BQ`, `5M or less`, `more money than you`, `with BQ 3 or more`
    {"exactly", comparison::equal},  {"more than", comparison::greater}, {"less than", comparison::less},
    {"fewer than", comparison::less}, {"or more", comparison::at_least}, {"or less", comparison::at_most},
    {"or fewer", comparison::at_most},
    {"more", comparison::greater},   {"less", comparison::less},        {"fewer", comparison::less},
};

// The engine's names (engine::trait_names, the family's one table): entry i + 1 is trait i.
template <engine::trait T>
constexpr spelling<trait> trait_word = {engine::trait_names[static_cast<std::size_t>(T)], static_cast<trait>(static_cast<int>(T) + 1)};
constexpr spelling<trait> trait_table[] = {trait_word<engine::trait::iq>, trait_word<engine::trait::eq>,
                                           trait_word<engine::trait::mq>, trait_word<engine::trait::bq>};
static_assert(std::size(trait_table) == engine::trait_count && static_cast<int>(trait::bq) == engine::trait_count);
static_assert(trait_table[3].word == trait::bq && trait_table[0].word == trait::iq);

}  // namespace

std::span<const spelling<noun>> nouns() { return noun_table; }
std::span<const spelling<state>> states() { return state_table; }
std::span<const spelling<zone>> zones() { return zone_table; }
std::span<const spelling<owner>> owners() { return owner_table; }
std::span<const spelling<pronoun>> pronouns() { return pronoun_table; }
std::span<const spelling<controller>> controllers() { return controller_table; }
std::span<const spelling<determiner>> determiners() { return determiner_table; }
std::span<const spelling<comparison>> comparisons() { return comparison_table; }
std::span<const spelling<trait>> traits() { return trait_table; }

}  // namespace megacorp::words
