// The table of trigger phrases and the engine events that fire them, and what an event is to
// a phrase's entry (001 Turn Structure, Challenge Phase, Buy Phase, Divest Phase; Glossary
// DEPLOY, DISCARD, ORPHANED, ANNIHILATE). Steps: event_steps.cpp; replacements:
// event_replacements.cpp.
#include "vocabulary/event_triggers.hpp"

#include <algorithm>
#include <array>
#include <string>
#include <unordered_map>
#include <utility>

#include "engine/cause.hpp"

namespace megacorp::event_triggers {

using engine::card_id;
using engine::event;
using engine::event_kind;
using engine::no_card;
using engine::state;
using engine::trigger_timing;
using engine::zone;

namespace {

// The attacker of the combat under way (events about blocks and retaliation name the
// defending cards only).
card_id attacker(const state& s) { return s.combat.active() ? s.combat.attacker : no_card; }

struct phrase_entry {
  const char* phrase;
  doc_record doc;  // its row of docs/vocabulary.md, section 3.1
  event_kind kind;
  // When the engine offers the event to `this`, the card it is about (behaviour.hpp
  // trigger_timing); any other subject hears of it after the action.
  trigger_timing about_this;
  std::optional<happening> (*read)(const event& e, const state& s);
  // A second kind of event it waits for (a money transfer, for the money phrases); none:
  // trigger_fired, which no phrase waits for.
  event_kind also = event_kind::trigger_fired;
  // When the engine offers it to a card other than `this` (a retaliation, declared before
  // the damage it may change, is heard by every card at once).
  trigger_timing about_others = trigger_timing::after_action;
};

constexpr trigger_timing at_once = trigger_timing::at_once;
constexpr trigger_timing after_action = trigger_timing::after_action;

// Deployed by card text (run/effects_moving.cpp: a statement's cause, or the Glossary
// verb's): not a buy, an event played, the revealed resource bought, nor setup.
bool deployed_by_text(const event& e) {
  return e.why == engine::rule::card_text || e.why == engine::rule::redeploy || e.why == engine::rule::bond;
}

// 001 Buy Phase, Accounting Phase: a card deployed by a buy (the revealed resource bought too).
bool by_buy(const event& e) {
  return e.why == engine::rule::deploy || e.why == engine::rule::reveal_resource || e.why == engine::rule::event_bought;
}

// 001 Divest Phase: a card sold, in the phase, by card text's `sell`, or UNIQUE copies from a hand.
bool by_sale(const event& e) {
  return e.why == engine::rule::divest || e.why == engine::rule::text_sale || e.why == engine::rule::unique_hand_sale ||
         e.why == engine::rule::unique_copies_sold;
}

std::optional<happening> about(card_id subject, card_id other = no_card, int amount = 0) {
  if (subject == no_card) return std::nullopt;
  return happening{subject, other, amount};
}

// Damage of at least 1 dealt (001 Traits: "with a minimum of 1 damage"; a 0 is logged, and
// nothing was dealt): about the card that dealt it, the other party the card dealt it.
std::optional<happening> dealt_by(const event& e, const state&) {
  return e.amount > 0 ? about(e.card2, e.card, static_cast<int>(e.amount)) : std::nullopt;
}

bool combat_damage(const event& e) { return e.why == engine::rule::combat_damage || e.why == engine::rule::retaliation; }

// A card bought: about it. Out of a network under variant bought-card-triggers-for-seller, its
// own trigger is the text of the player whose network it left (docs/rulings.md, Bought from a
// network).
// The card is its own other party: `the buyer` is its controller as it was deployed
// (happening::other, kept on the stack); out of a network, `the seller` is that network's
// player (happening::seller).
std::optional<happening> bought(const event& e, const state& s) {
  std::optional<happening> h = about(e.card, e.card);
  if (h && e.from == zone::network) h->seller = e.from_player;
  if (h && e.from == zone::network && s.rules.bought_card_triggers_for_seller) h->text_of = e.from_player;
  return h;
}

// A card bought out of an open market (a buy, a bid won, an event played from there): about it; `player` is whose
// open market it was (your_zone).
std::optional<happening> bought_from_market(const event& e, const state& s) {
  if ((e.why != engine::rule::deploy && e.why != engine::rule::event_bought) || e.from != zone::open_market) return std::nullopt;
  std::optional<happening> h = bought(e, s);
  if (h) h->player = e.from_player;
  return h;
}

// A card put into an open market, from anywhere: about it; `player` is whose open market
// (your_zone).
std::optional<happening> into_market(const event& e, const state&) {
  if (e.to != zone::open_market) return std::nullopt;
  std::optional<happening> h = about(e.card);
  if (h) h->player = e.player;
  return h;
}

// A card deployed: about it, and the player whose network it went into (under a pile there
// too), setup's business and founder aside.
std::optional<happening> into_network(const event& e, const state&) {
  if (e.why == engine::rule::place_business) return std::nullopt;
  std::optional<happening> h = about(e.card);
  if (h) h->player = e.other;
  return h;
}

// 001 Resources: a player's money goes up or down. One event for each gain, payment, loss or
// transfer, whatever its amount (docs/rulings.md, Money gained and lost): the player whose
// money it is and the amount (`that much`); a transfer is the giver's loss and the
// receiver's gain; nothing of 0. The bid is paid before any card is in play (001 Beginning of
// the game: the business and founder are placed after it), so no text can hear it.
std::optional<happening> money_moved(const event& e, bool gained) {
  if (e.why == engine::rule::bidding) return std::nullopt;
  if (e.kind == event_kind::money_transferred) {
    if (e.amount <= 0) return std::nullopt;
    return happening{.amount = static_cast<int>(e.amount), .player = gained ? e.other : e.player};
  }
  if (gained ? e.amount <= 0 : e.amount >= 0) return std::nullopt;
  return happening{.amount = static_cast<int>(gained ? e.amount : -e.amount), .player = e.player};
}

// Read each as "the subject <phrase>": the card the event happened to, and the card on the
// other side. In the effect, `it` is the other card after `when this PHRASE` or with an
// object (`deals damage to SELECTION`), and the subject after any other subject (`when a
// character you control is dealt damage: redeploy it`): run/text_behaviour.cpp it_of.
const std::array<phrase_entry, 57> phrase_table = {{
    // 001 Deploying and Docking (the business and founder placed at setup are not deployed by anyone)
    {"is deployed",
     {"is deployed",
      "`card_deployed`",
      "after the card is deployed any way: bought, an event played, a `deploy` statement (not the business and "
      "founder placed at setup)",
      "001 Deploying and Docking; Glossary DEPLOY",
      "when another card you control is deployed: draw 1 card"},
     event_kind::card_deployed, at_once,
     [](const event& e, const state&) { return e.why == engine::rule::place_business ? std::nullopt : about(e.card); }},
    {"is deployed from hand",
     {"is deployed from hand",
      "`card_deployed` from a hand",
      "as `is deployed`, when it came from its player's hand by a buy or a play (bought or played from hand); "
      "not a card card text put into play from a hand (`is deployed by an effect` hears that: blind design batch "
      "41, d22, heard both)",
      "Glossary DEPLOY",
      "when this is deployed from hand: gain 2M"},
     event_kind::card_deployed, at_once,
     [](const event& e, const state&) { return e.from == zone::hand && !deployed_by_text(e) ? about(e.card) : std::nullopt; }},
    // 001 Deploying and Docking: a card is deployed into a player's network (a buy into an
    // opponent's network, 001 Buy Phase, a `deploy`, under a pile); happening::player: that
    // network's player (event::other), whoever deployed it (your_zone, opponents_zone).
    {"is deployed into your network",
     {"is deployed into your network",
      "`card_deployed` into a network",
      "as `is deployed`, into the network of the player whose text it is, whoever deployed it and whoever controls "
      "it (a card bought into an opponent's network is in that network)",
      "001 Deploying and Docking; 001 Buy Phase",
      "when another card with #GMO is deployed into your network: gain 1M",
      "examples/designs/triggers/gene_vault.mc"},
     event_kind::card_deployed, at_once, into_network},
    {"is deployed into an opponent's network",
     {"is deployed into an opponent's network",
      "`card_deployed` into a network",
      "as `is deployed into your network`, into the network of any other player",
      "001 Deploying and Docking; 001 Buy Phase",
      "when a character is deployed into an opponent's network: draw 1 card",
      "examples/designs/triggers/gene_vault.mc"},
     event_kind::card_deployed, at_once, into_network},
    // 001 Challenge Phase, Damage; `it`: the card whose damage or effect destroyed it
    {"is destroyed",
     {"is destroyed",
      "`card_destroyed`",
      "after it is destroyed and put into its owner's open market (not when a replacement stopped the destruction; "
      "orphans at the End Phase and the cards under a destroyed pile top are destroyed too); "
      "`it`: the card whose damage or effect destroyed it",
      "001 Challenge Phase, Damage",
      "when a card you control is destroyed: gain 4M",
      "examples/triggers/events.mc"},
     event_kind::card_destroyed, at_once, [](const event& e, const state&) { return about(e.card, e.card2); }},
    // how it was destroyed, as the engine records it (engine::destroyed_how)
    {"is destroyed in combat",
     {"is destroyed in combat",
      "`card_destroyed` by combat damage",
      "as `is destroyed`, when combat damage destroyed it, attacking, blocking or retaliating (not direct damage, "
      "not a `destroy`); `the card that destroyed it`: the card whose combat damage did",
      "001 Challenge Phase, Damage",
      "when this is destroyed in combat: deal 2 BQ damage to the attacker",
      "examples/designs/triggers/vengeful_spirit.mc"},
     event_kind::card_destroyed, at_once,
     [](const event& e, const state&) {
       return e.how == engine::destroyed_how::in_combat ? about(e.card, e.card2) : std::nullopt;
     }},
    {"is destroyed in combat by _",
     {"is destroyed in combat by SELECTION",
      "`card_destroyed` by combat damage, by a card",
      "as `is destroyed in combat`, when the card whose combat damage destroyed it fits SELECTION; `it` is that card "
      "(the card destroyed when SELECTION is `this`) "
      "(design batch 46, d03: a kill by an ability paid too under `is destroyed by SELECTION`)",
      "001 Challenge Phase, Damage",
      "when a character an opponent controls is destroyed in combat by a character you control: gain 2M",
      "examples/reference/destroyed_in_combat_by_run.mc"},
     event_kind::card_destroyed, at_once,
     [](const event& e, const state&) {
       return e.how == engine::destroyed_how::in_combat && e.card2 != no_card ? about(e.card, e.card2) : std::nullopt;
     }},
    {"is destroyed by an effect",
     {"is destroyed by an effect",
      "`card_destroyed` by card text",
      "as `is destroyed`, when card text destroyed it: a `destroy` (in an effect or a cost), direct damage (`deal`), "
      "a `cancel` of an event, an upkeep cost not paid (the keyword's own text); not combat damage, not a rule (a "
      "trait lowered to 0, an orphan at the End Phase)",
      "001 Advanced Rules; 001 Glossary CANCEL",
      "when this is destroyed by an effect: draw 2 cards",
      "examples/designs/triggers/whistleblower.mc"},
     event_kind::card_destroyed, at_once,
     [](const event& e, const state&) {
       return e.how == engine::destroyed_how::by_effect ? about(e.card, e.card2) : std::nullopt;
     }},
    {"is destroyed by damage",
     {"is destroyed by damage",
      "`card_destroyed` by damage",
      "as `is destroyed`, when the damage on it reached a trait: combat damage, direct damage (`deal`), or a trait "
      "lowered to the damage on it (001 Traits); not a `destroy`, an upkeep not paid, an orphan, nor the cards under "
      "a destroyed pile; `the card that destroyed it`: the card whose damage did, if any",
      "001 Traits; 001 Challenge Phase, Damage",
      "when a character you control is destroyed by damage: gain 2M",
      "examples/triggers/destroyed_by_damage.mc"},
     event_kind::card_destroyed, at_once,
     [](const event& e, const state&) { return engine::destroyed_by_damage(e.why) ? about(e.card, e.card2) : std::nullopt; }},
    {"is destroyed by _",
     {"is destroyed by SELECTION",
      "`card_destroyed` by a card",
      "as `is destroyed`, when the card that destroyed it fits SELECTION: the card whose combat damage did, or the "
      "card whose text did (an event, the card whose ability it is); `it` is that card (the card destroyed when "
      "SELECTION is `this`). Nothing fits when a rule "
      "destroyed it",
      "001 Challenge Phase, Damage; 001 Advanced Rules",
      "when a character you control is destroyed by an event: gain 3M",
      "examples/designs/triggers/martyrs_fund.mc"},
     event_kind::card_destroyed, at_once,
     [](const event& e, const state&) { return e.card2 != no_card ? about(e.card, e.card2) : std::nullopt; }},
    {"is annihilated",
     {"is annihilated",
      "`card_moved` to the annihilated zone",
      "after it is put into the annihilated zone",
      "Glossary ANNIHILATE",
      "when this is annihilated: gain 3M"},
     event_kind::card_moved, at_once,
     [](const event& e, const state&) { return e.to == zone::annihilated ? about(e.card) : std::nullopt; }},
    {"is orphaned",
     {"is orphaned",
      "`card_orphaned`",
      "once, after the action in which it became orphaned",
      "Glossary ORPHANED",
      "when this is orphaned: move this"},
     event_kind::card_orphaned, at_once, [](const event& e, const state&) { return about(e.card); }},
    // 001 Challenge Phase: the attack's target is attacked by the attacker
    {"is attacked",
     {"is attacked",
      "`attack_declared`, `defender_attacked` (every defender in an area)",
      "when an attack on it is declared (`it` after `this`: the attacker; after another subject, that card): the attack's target, and every defender of an area "
      "attack (001 Glossary, attacks on an area: \"will attack all valid defenders\")",
      "001 Challenge Phase, Attacking; 001 Glossary, attacks on an area",
      "when a card you control is attacked: gain 1M",
      "examples/triggers/area_defenders_attacked.mc"},
     event_kind::attack_declared, at_once, [](const event& e, const state&) { return about(e.card2, e.card); },
     event_kind::defender_attacked},
    {"attacks",
     {"attacks",
      "`attack_declared`",
      "when its attack is declared (`it` after `this`: the target; after another subject, that card)",
      "001 Challenge Phase, Attacking",
      "when a card an opponent controls attacks: gain 2M",
      "examples/triggers/events.mc"},
     event_kind::attack_declared, at_once, [](const event& e, const state&) { return about(e.card, e.card2); }},
    // each blocker (or the target, when it blocks for want of blockers) blocks the attacker
    {"blocks",
     {"blocks",
      "`blockers_declared`",
      "for each declared blocker, or the target when it blocks for want of blockers or is back in the challenge with "
      "every blocker gone (`it` after `this`: the attacker; after another subject, that card)",
      "001 Challenge Phase, Blocking; docs/rulings.md, Every blocker gone",
      "when this blocks: gain 2M"},
     event_kind::blockers_declared, at_once,
     [](const event& e, const state& s) {
       const bool target = e.why == engine::rule::target_blocks || e.why == engine::rule::target_back_in_challenge;
       const card_id blocker = e.card2 != no_card ? e.card2 : target ? e.card : no_card;
       return about(blocker, attacker(s));
     }},
    // the attacker is blocked once, by its first blocker
    {"is blocked",
     {"is blocked",
      "`blockers_declared`",
      "for an attacker, once blockers are declared or its target blocks (`it` after `this`: the first blocker; after another subject, that card)",
      "001 Challenge Phase, Blocking",
      "when this is blocked: gain 1M"},
     event_kind::blockers_declared, at_once,
     [](const event& e, const state& s) {
       const bool first = e.why == engine::rule::target_blocks ||
                          (s.combat.active() && s.combat.blocker_count > 0 && e.card2 == s.combat.blockers[0]);
       return first ? about(attacker(s), e.card2 != no_card ? e.card2 : e.card) : std::nullopt;
     }},
    {"retaliates",
     {"retaliates",
      "`retaliation_declared`",
      "when it is declared to retaliate (`it` after `this`: the attacker; after another subject, that card)",
      "001 Challenge Phase, Damage",
      "when a character you control retaliates: gain 1M",
      "examples/triggers/events.mc"},
     event_kind::retaliation_declared, at_once,
     [](const event& e, const state& s) { return about(e.card, attacker(s)); }, event_kind::trigger_fired, at_once},
    // combat damage (001 Challenge Phase, Damage)
    {"deals damage",
     {"deals damage",
      "`damage_dealt` in combat",
      "after it dealt combat damage of at least 1, attacking or retaliating; direct damage (`deal`) does not fire "
      "it",
      "001 Challenge Phase, Damage",
      "when this deals damage: gain 1M"},
     event_kind::damage_dealt, at_once,
     [](const event& e, const state& s) { return combat_damage(e) ? dealt_by(e, s) : std::nullopt; }},
    {"deals damage to _",
     {"deals damage to SELECTION",
      "`damage_dealt` in combat",
      "as `deals damage`, when the card dealt damage fits SELECTION; `it` is that card",
      "001 Challenge Phase, Damage",
      "when this deals damage to a card with #BUILDING: destroy it"},
     event_kind::damage_dealt, at_once,
     [](const event& e, const state& s) { return combat_damage(e) ? dealt_by(e, s) : std::nullopt; }},
    // damage this card is the source of, any way it is dealt: combat, retaliation, an area,
    // or its own text's `deal` (docs/rulings.md, Blind rules batch 6)
    {"deals any damage",
     {"deals any damage",
      "`damage_dealt` it is the source of; to `this` at once",
      "after it dealt damage of at least 1 any way: attacking (an area too) or retaliating, or by its own text's "
      "`deal` (direct or card radius damage)",
      "001 Challenge Phase, Damage; 001 Advanced Rules",
      "when this deals any damage: gain 1M",
      "examples/triggers/deals_any_damage.mc"},
     event_kind::damage_dealt, at_once, dealt_by},
    {"deals any damage to _",
     {"deals any damage to SELECTION",
      "`damage_dealt` it is the source of; to `this` at once",
      "as `deals any damage`, when the card dealt damage fits SELECTION; `it` is that card",
      "001 Challenge Phase, Damage; 001 Advanced Rules",
      "when this deals any damage to a card with #BUILDING: destroy it",
      "examples/triggers/deals_any_damage.mc"},
     event_kind::damage_dealt, at_once, dealt_by},
    // any damage, combat or direct; `it`: the card that dealt it
    {"is dealt damage",
     {"is dealt damage",
      "`damage_dealt`",
      "after damage of at least 1 is dealt to it, combat or direct (`it` after `this`: the card that dealt it; `the "
      "damage dealt` is the amount; 0 damage, logged, is none: 001 Traits, \"with a minimum of 1 damage\")",
      "001 Challenge Phase, Damage",
      "when a character you control is dealt damage: gain 3M",
      "examples/triggers/events.mc"},
     event_kind::damage_dealt, after_action,
     [](const event& e, const state&) { return e.amount > 0 ? about(e.card, e.card2, static_cast<int>(e.amount)) : std::nullopt; }},
    // 001 Buy Phase and Accounting Phase: a bought card is deployed at once
    {"is bought",
     {"is bought",
      "`card_deployed` by a buy",
      "after it is bought and deployed, from a hand, an open market, a network or as the revealed resource (bought "
      "out of a network under variant bought-card-triggers-for-seller, its own trigger is the text of the player "
      "whose network it left)",
      "001 Buy Phase; 001 Accounting Phase",
      "when a card an opponent controls is bought: gain 1M",
      "examples/triggers/events.mc"},
     event_kind::card_deployed, after_action,
     [](const event& e, const state& s) { return by_buy(e) ? bought(e, s) : std::nullopt; }},
    // a card leaving play for a hand: the `put` statement (in an effect, a replacement, a
    // trigger) is the only way (ops::put from a network to a hand)
    {"is returned to your hand",
     {"is returned to your hand",
      "`card_moved` from play to a hand",
      "after it leaves play (a network, or bonded under a pile) for a hand, that of the player whose text it is (its "
      "owner's: out of play a card is its owner's); not a card drawn or searched for, nor one from an open market",
      "001 The Zones of the Game",
      "when this is returned to your hand: gain 2M",
      "examples/designs/triggers/homing_beacon.mc"},
     event_kind::card_moved, after_action,
     [](const event& e, const state& s) {
       if (!engine::in_play(e.from) || e.to != zone::hand) return std::optional<happening>{};
       auto h = about(e.card);
       h->player = e.player;  // whose hand: the text's controller's (your_hand)
       // `when this is returned to your hand`: its own text is its owner's, in whose hand it
       // is, not its last controller's (blind design batch 41, d20: it never fired for a card
       // an opponent controlled).
       h->text_of = s.card(e.card).owner;
       return h;
     }},
    // 001 Divest Phase
    {"is sold",
     {"is sold",
      "`card_moved` by a sale; `card_sold` (a sale whose way to the open market card text replaced)",
      "after it is sold (it is then in its owner's open market, or where card text replacing that sent it)",
      "001 Divest Phase",
      "when a card an opponent controls is sold: gain 2M",
      "examples/triggers/events.mc"},
     event_kind::card_moved, after_action,
     [](const event& e, const state&) { return by_sale(e) ? about(e.card) : std::nullopt; }, event_kind::card_sold},
    {"is engaged",
     {"is engaged",
      "`card_engaged`",
      "after it is engaged any way (producing, attacking, card text)",
      "001 Card States",
      "when a character you control is engaged: gain 1M",
      "examples/triggers/events.mc"},
     event_kind::card_engaged, after_action, [](const event& e, const state&) { return about(e.card); }},
    // 001 Accounting Phase: "Disengage all the cards in your network"; card text's `disengage` (ops::disengage
    // records every one).
    {"is disengaged",
     {"is disengaged",
      "`card_disengaged`",
      "after it is disengaged any way (the Accounting Phase's disengaging, card text's `disengage`)",
      "001 Card States; 001 Accounting Phase",
      "when a character you control is disengaged: gain 1M",
      "examples/reference/is_disengaged_run.mc"},
     event_kind::card_disengaged, after_action, [](const event& e, const state&) { return about(e.card); }},
    // 001 Buy Phase: "you must engage a card in your network that's under your control to produce
    // a specific trait": the card engaged, its trait into the pool; card text's `produce` too,
    // the card whose text it is (a `take` of another player's traits is no production).
    {"produces a trait",
     {"produces a trait",
      "`pool_changed` by producing",
      "after it produces traits into its player's pool: engaged to produce (001 Buy Phase), or its own card text's "
      "`produce` (`engage this -> produce 1 BQ`); not traits taken from another pool",
      "001 Buy Phase",
      "when a card with #CONSUMER you control produces a trait: gain 1M",
      "examples/reference/produces_a_trait_run.mc"},
     event_kind::pool_changed, after_action,
     [](const event& e, const state&) {
       const bool produced = e.why == engine::rule::produce_trait || e.why == engine::rule::text_produce;
       return produced && e.amount > 0 ? about(e.card, no_card, static_cast<int>(e.amount)) : std::nullopt;
     }},
    // 001 Accounting Phase: the top resource is revealed
    {"is revealed",
     {"is revealed",
      "`card_moved` to the revealed place",
      "when it is the resource revealed at the Accounting Phase (card text's `reveal` shows cards and is not this "
      "event)",
      "001 Accounting Phase (the revealed resource)",
      "when a card is revealed: gain 1M",
      "examples/triggers/events.mc"},
     event_kind::card_moved, after_action,
     [](const event& e, const state&) { return e.to == zone::revealed ? about(e.card) : std::nullopt; }},
    // Glossary DISCARD (from a hand to an open market), and events discarded at end of turn (001 End Phase)
    {"is discarded",
     {"is discarded",
      "`card_moved` from a hand, or an event at the End Phase",
      "after it is discarded from a hand (Glossary DISCARD) or, an event, at the End Phase",
      "Glossary DISCARD; 001 End Phase",
      "when a card is discarded: gain 2M",
      "examples/triggers/events.mc"},
     event_kind::card_moved, after_action,
     [](const event& e, const state&) {
       const bool discarded = (e.from == zone::hand && e.to == zone::open_market) ||
                              (e.to == zone::open_market && e.why == engine::rule::events_discarded);
       return discarded ? about(e.card) : std::nullopt;
     }},
    // 001 The Zones of the Game: every way into an open market moves the card there (ops::put),
    // so one reading of card_moved hears them all, from play, a hand or a network's event.
    {"is put into an open market",
     {"is put into an open market",
      "`card_moved` to an open market",
      "after it goes to an open market any way: destroyed (a pile's cards with their top), sold (from a hand too, "
      "a copy), an upkeep not paid, an orphan at the End Phase, discarded from a hand, an event discarded at the "
      "End Phase or after it resolved, put there by card text, a pile's cards following their top",
      "001 The Zones of the Game; Glossary DISCARD",
      "when a character is put into an open market: gain 1M",
      "examples/triggers/into_open_market.mc"},
     event_kind::card_moved, after_action, into_market},
    {"is put into your open market",
     {"is put into your open market",
      "`card_moved` to an open market",
      "as `is put into an open market`, into the open market of the player whose text it is",
      "001 The Zones of the Game; Glossary DISCARD",
      "when a card is put into your open market: gain 1M",
      "examples/triggers/into_open_market.mc"},
     event_kind::card_moved, after_action, into_market},
    {"is put into an opponent's open market",
     {"is put into an opponent's open market",
      "`card_moved` to an open market",
      "as `is put into an open market`, into the open market of any other player than the one whose text it is "
      "(whoever owns or controlled the card)",
      "001 The Zones of the Game; Glossary DISCARD",
      "when a card is put into an opponent's open market: gain 1M",
      "examples/triggers/into_open_market.mc"},
     event_kind::card_moved, after_action, into_market},
    // 003 Glossary DEVELOPMENT: "These counters modify how the card works as written on the
    // card". The number is reached: the counters go from fewer to at least that many.
    {"has # development counters",
     {"has # development counters",
      "`counters_changed` adding counters",
      "once the development counters added to it bring it from fewer than N to at least N (a `remove` never does; "
      "counters it already had when the text came into play do not: the count must be reached); `the damage dealt` "
      "is not set",
      "003 Glossary DEVELOPMENT",
      "when this has 3 development counters: remove all development counters from this, draw 2 cards",
      "examples/designs/counters/hatchery.mc"},
     event_kind::counters_changed, after_action,
     [](const event& e, const state&) { return e.amount > 0 ? about(e.card, no_card, e.after) : std::nullopt; }},
    // 001 Hand, Accounting Phase: a player draws, at the draw of the turn or by card text.
    // The subject is a player (`you`, `an opponent`, `a player`); no card is named (the
    // card drawn is hidden), `that player` is the player who drew. The opening hands and
    // mulligans are drawn before any card is in play (001 Beginning of the game: the
    // business and founder are placed last), so no trigger can hear them.
    {"draws a card",
     {"draws a card",
      "`card_moved` from a main deck to a hand by a draw",
      "after a player draws a card, at the draw of the turn or by card text (`draw N cards`: once for each card); "
      "the subject is a player: `you draw a card`, `an opponent draws a card`, `a player draws a card`; `that "
      "player` is the player who drew. Not a card searched for or returned to a hand",
      "001 Hand; 001 Accounting Phase",
      "when an opponent draws a card: gain 1M",
      "examples/triggers/draws.mc"},
     event_kind::card_moved, after_action,
     [](const event& e, const state&) {
       const bool drawn = e.from == zone::main_deck && e.to == zone::hand &&
                          (e.why == engine::rule::turn_draw || e.why == engine::rule::draw);
       return drawn ? std::optional<happening>{happening{.amount = e.after, .player = e.player}} : std::nullopt;
     }},
    // 001 Bonding: a card placed under another (the top of its pile); `it`: the card it is
    // bonded to. The cards that stay bonded when their pile's top is destroyed were bonded
    // already (docs/rulings.md, Piles destroyed): not this event.
    {"is bonded to _",
     {"is bonded to SELECTION",
      "`card_bonded`",
      "after it is bonded under a card that fits SELECTION (`it` is that card): by a `bond` statement, from play "
      "or from outside play (deployed under it), or as the card beneath one deployed onto its space; not the cards "
      "that stay bonded when their pile's top is destroyed",
      "001 Bonding",
      "when a card is bonded to a character you control: draw 1 card",
      "examples/triggers/bonded.mc"},
     event_kind::card_bonded, after_action,
     [](const event& e, const state&) {
       return e.why == engine::rule::bonded_kept ? std::nullopt : about(e.card, e.card2);
     }},
    // Glossary DEPLOY, REDEPLOY; 001 Bonding: deployed by card text (a `deploy`, a `put` into a
    // network, a `redeploy`, an `unbond`, a `bond` of a card from outside play, a keyword's
    // text), not bought, not an event played, not placed at setup.
    {"is deployed by an effect",
     {"is deployed by an effect",
      "`card_deployed` by card text",
      "as `is deployed`, when card text deployed it: `deploy`, `put ... into` a network, `redeploy`, `unbond`, "
      "`bond` of a card from outside play, a keyword's text; not a card bought, nor an event played",
      "001 Glossary DEPLOY, REDEPLOY; 001 Bonding",
      "when this is deployed by an effect: draw 2 cards",
      "examples/designs/triggers/sleeper_agent.mc"},
     event_kind::card_deployed, at_once,
     [](const event& e, const state&) { return deployed_by_text(e) ? about(e.card) : std::nullopt; }},
    // 001 Buy Phase: "Cards can be bought from your hand, the Open Market Pile or even the
    // opponents' network": bought where it was in a network, which is then the buyer's
    // opponent's. The card is the buyer's as it is deployed, so its text is the buyer's
    // (docs/rulings.md, Bought from a network).
    {"is bought from an opponent's network",
     {"is bought from an opponent's network",
      "`card_deployed` by a buy from a network",
      "as `is bought`, when it was bought out of a network (001 Buy Phase: an opponent's, of the buyer, who then "
      "owns and controls it: `you` in its effect is the buyer; under variant bought-card-triggers-for-seller, the "
      "player whose network it left). `the seller`: the player whose network it left",
      "001 Buy Phase",
      "when this is bought from an opponent's network: destroy this",
      "examples/designs/triggers/poison_pill.mc"},
     event_kind::card_deployed, after_action,
     [](const event& e, const state& s) {
       return e.why == engine::rule::deploy && e.from == zone::network ? bought(e, s) : std::nullopt;
     }},
    // 001 Buy Phase: "Both players can buy the top-most card of ANY open market pile": bought
    // out of the open market of the player whose text it is (a card an opponent controls:
    // an opponent bought it there), every way a card is bought from one (a buy, a bid won).
    {"is bought from your open market",
     {"is bought from your open market",
      "`card_deployed` by a buy from an open market",
      "as `is bought`, when it was bought out of the open market of the player whose text it is, by any player, "
      "at a buy or by a bid won (variant open-market-bidding); the subject says who bought it: `a card an opponent "
      "controls` (the buyer controls it), `a card you control`",
      "001 Buy Phase",
      "when a card an opponent controls is bought from your open market: gain 2M",
      "examples/designs/triggers/pawnbroker.mc"},
     event_kind::card_deployed, after_action, bought_from_market},
    {"is bought from an open market",
     {"is bought from an open market",
      "`card_deployed` by a buy from an open market",
      "as `is bought from your open market`, out of any player's open market",
      "001 Buy Phase",
      "when a card you control is bought from an open market: draw 1 card",
      "examples/designs/triggers/pawnbroker.mc"},
     event_kind::card_deployed, after_action, bought_from_market},
    // 001 Bonding: a card under a pile top stops being bonded to it, every way (docs/rulings.md,
    // Unbonded); `it` after `this` and `the card it was bonded to`: that top.
    {"is unbonded",
     {"is unbonded",
      "`card_unbonded`",
      "after it stops being bonded to the top of its pile, any way: an `unbond`, a `bond` under another card, "
      "leaving play (sold, destroyed, returned to a hand, ...), or its top leaving play (destroyed with it, following "
      "it out of play, or kept in play as the top is destroyed). Not when its pile moves, changes controller or is "
      "bonded under another card whole; `it` after `this` and `the card it was bonded to`: the top it was bonded to",
      "001 Bonding",
      "when this is unbonded: deal 2 BQ damage to the card it was bonded to",
      "examples/designs/triggers/rejection_syndrome.mc"},
     event_kind::card_unbonded, after_action, [](const event& e, const state&) { return about(e.card, e.card2); }},
    // 001 Advanced Rules: "To play an ability, one must first pay the costs, if any, and
    // choose a target for it, if any. The Ability is then put on the Stack"; 001 Glossary
    // REGENERATE: "its controller may activate its [REGENERATE] ability". The subject is the
    // player who activates (`that player`); `it` is the card whose ability it is.
    {"activates an ability",
     {"activates an ability",
      "`ability_activated`",
      "after a player activates an ability of a card (its costs paid, its targets chosen, on the stack): a printed "
      "`ability:`, a keyword's, one a card gained; the subject is a player: `you activate an ability`, `an opponent "
      "activates an ability`, `a player activates an ability`; `that player` is who activated it and `it` the card "
      "whose ability it is. Also an ability activated as card text runs, its costs paid (`activate: COSTS -> "
      "EFFECT`: a keyword's replacement so written, used as its card is destroyed, path `text_activated`, "
      "docs/rulings.md, Activating an ability). Not an event played, not a triggered ability, not a replacement without `activate:`",
      "001 Advanced Rules",
      "when an opponent activates an ability: gain 1M",
      "examples/triggers/activated.mc"},
     event_kind::ability_activated, after_action,
     [](const event& e, const state&) {
       return std::optional<happening>{happening{.subject = e.card, .player = e.player}};
     }},
    // 001 Advanced Rules: an event is "announced from the hand, paid for its cost, deployed
    // onto the Network, and is put on the Stack". Heard as it is played, before it resolves
    // (its trigger goes on the stack above it); the one path is the play action (engine/
    // stack.cpp, path event_played). The subject is the player (`that player`), `it` the event.
    {"plays an event",
     {"plays an event",
      "`event_played`",
      "after a player plays an event from their hand (paid, deployed, on the stack), before it resolves: the "
      "trigger goes on the stack above it and resolves first; the subject is a player: `you play an event`, `an "
      "opponent plays an event`, `a player plays an event`; `that player` is who played it and `it` the event. Not "
      "an ability activated, not a card bought (`can be played at any time` on a card that is not an event buys it)",
      "001 Advanced Rules",
      "when an opponent plays an event: gain 1M",
      "examples/triggers/played.mc"},
     event_kind::event_played, after_action,
     [](const event& e, const state&) {
       return std::optional<happening>{happening{.subject = e.card, .player = e.player}};
     }},
    // 001 Glossary TARGET: "To Target means to choose a space as the objective of an Ability
    // or Event, when you target a space you target the card in that space as well"; `it`
    // after `this` and the object of `by`: the event, or the card whose ability it is.
    {"is targeted",
     {"is targeted",
      "`card_targeted`",
      "after it is chosen as a target: of an event played or an ability activated (as it goes on the stack, its "
      "costs paid), of a triggered ability (as it triggers), or as a copy's new target; counted targets (`up to 2 "
      "target characters`) too. Not a card chosen (`choose`, `a character you control`), not a card in a card "
      "radius; `it` after `this`: the event or the card whose ability targets it",
      "001 Glossary TARGET; 001 Advanced Rules",
      "when this is targeted: gain 1M",
      "examples/triggers/targeted.mc"},
     event_kind::card_targeted, after_action, [](const event& e, const state&) { return about(e.card, e.card2); }},
    {"is targeted by _",
     {"is targeted by SELECTION",
      "`card_targeted` by a card",
      "as `is targeted`, when the card whose event or ability targets it fits SELECTION (`by an event`, `by a card an "
      "opponent controls`); `it` is that card",
      "001 Glossary TARGET",
      "when this is targeted by a card an opponent controls: gain 2M",
      "examples/triggers/targeted.mc"},
     event_kind::card_targeted, after_action, [](const event& e, const state&) { return about(e.card, e.card2); }},
    // 001 The Zones of the Game: "in play" is a network (and, 001 Bonding, under a pile there).
    // Every way out of play moves the card (ops::put, for a sale, a destruction, an
    // annihilation, a return to any hand, a deck, an open market, a player leaving the game),
    // so one reading of card_moved hears them all; as the event saw it, the card is still the
    // controller's it was (a stolen card returned to its owner's hand is the thief's).
    {"leaves play",
     {"leaves play",
      "`card_moved` out of play",
      "after it leaves play (a network, or bonded under a pile) by any way: sold, destroyed (combat, card text, a "
      "rule, an upkeep not paid, an orphan at the End Phase), annihilated, returned to any player's hand, put into a "
      "deck or an open market by text, a pile's cards following their top, an event discarded after it resolved; "
      "the subject is read as it was in play (`a character you control`: you controlled it as it left)",
      "001 The Zones of the Game; 001 Bonding",
      "when a character you control leaves play: gain 1M",
      "examples/designs/triggers/grave_accountant.mc"},
     event_kind::card_moved, after_action,
     [](const event& e, const state&) {
       return engine::in_play(e.from) && !engine::in_play(e.to) ? about(e.card) : std::nullopt;
     }},
    // As `is returned to your hand`, to any player's hand, and to the hand of the card's owner
    // (a card its owner did not control goes back to them: 001 The Zones of the Game).
    {"is returned to a hand",
     {"is returned to a hand",
      "`card_moved` from play to a hand",
      "as `is returned to your hand`, to any player's hand",
      "001 The Zones of the Game",
      "when a character you control is returned to a hand: gain 1M",
      "examples/triggers/returned_to_hand.mc"},
     event_kind::card_moved, after_action,
     [](const event& e, const state&) {
       return engine::in_play(e.from) && e.to == zone::hand ? about(e.card) : std::nullopt;
     }},
    {"is returned to its owner's hand",
     {"is returned to its owner's hand",
      "`card_moved` from play to its owner's hand",
      "as `is returned to your hand`, to the hand of the card's owner, whoever controlled it (a card you control and "
      "an opponent owns, returned to them)",
      "001 The Zones of the Game",
      "when a character you control is returned to its owner's hand: gain 1M",
      "examples/triggers/returned_to_hand.mc"},
     event_kind::card_moved, after_action,
     [](const event& e, const state& s) {
       const bool owners = engine::in_play(e.from) && e.to == zone::hand && e.player == s.card(e.card).owner;
       return owners ? about(e.card) : std::nullopt;
     }},
    // 001 Buy Phase: bought out of the network of the player whose text it is (by an opponent:
    // none buys out of their own network); `player` is whose network it was (your_zone). Not
    // about `this` (check/check_abilities.cpp: the card is its buyer's as its trigger hears).
    {"is bought from your network",
     {"is bought from your network",
      "`card_deployed` by a buy from a network",
      "as `is bought`, when it was bought out of the network of the player whose text it is (by an opponent, who "
      "then controls it: `a card an opponent controls`, `a card`); a third player's buy out of another opponent's "
      "network is not. `the buyer`: the player who bought it; `the seller`: the player whose text it is. About `this` a check error: bought, this card is its "
      "buyer's (write `is bought from an opponent's network`)",
      "001 Buy Phase",
      "when a card an opponent controls is bought from your network: the buyer loses 2M",
      "examples/designs/triggers/repo_office.mc"},
     event_kind::card_deployed, after_action,
     [](const event& e, const state& s) {
       if (e.why != engine::rule::deploy || e.from != zone::network) return std::optional<happening>{};
       std::optional<happening> h = bought(e, s);
       if (h) h->player = e.from_player;
       return h;
     }},
    // 001 Resources: a player's money goes up, by any way (docs/rulings.md, Money gained and lost).
    {"gains money",
     {"gains money",
      "`money_changed` up, `money_transferred` to the player",
      "after a player's money goes up, any way: card text's `gain` (CASHFLOW's income), a sale's price (the Divest "
      "Phase, card text's `sell`, UNIQUE copies sold from a hand), money taken (`take`) or given (`give`) to them, a "
      "card's price paid to them as it is bought out of their network; once for each gain, whatever its amount, "
      "never for 0. The subject is a player: `you gain money`, `an opponent gains money`, `a player gains money`; "
      "`that player` (`they`) is the player who gained it, `that much` before any statement of the effect the amount",
      "001 Resources; docs/rulings.md, Money gained and lost",
      "when an opponent gains money: gain 1M",
      "examples/triggers/money.mc"},
     event_kind::money_changed, after_action,
     [](const event& e, const state&) { return money_moved(e, true); }, event_kind::money_transferred},
    // 001 Resources: a player's money goes down, by any way, payments included.
    {"loses money",
     {"loses money",
      "`money_changed` down, `money_transferred` from the player",
      "after a player's money goes down, any way: card text's `lose`, every payment (a buy's price, an event's cost "
      "and additional cost, an ability's money cost, an upkeep, `pay`, a deploy or unbond paid by text, a bid won "
      "under variant open-market-bidding), money taken (`take`) from them or given (`give`) by them; once for each "
      "payment or loss, whatever its amount, never for 0; not the bid at the beginning of the game (no card is in "
      "play yet). The subject is a player: `you lose money`, `an opponent loses money`, `a player loses money`; "
      "`that player` (`they`) is the player who lost it, `that much` before any statement of the effect the amount",
      "001 Resources; docs/rulings.md, Money gained and lost",
      "when an opponent loses money: draw 1 card",
      "examples/triggers/money.mc"},
     event_kind::money_changed, after_action,
     [](const event& e, const state&) { return money_moved(e, false); }, event_kind::money_transferred},
    // 001 Buy Phase (issue 27, a blind author's p01): a player buys a card, as `is bought` hears it; the
    // buyer is the card's controller as it was deployed (ops::deploy: event::player).
    {"buys a card",
     {"buys a card",
      "`card_deployed` by a buy",
      "as `is bought` (from a hand, an open market, a network, the revealed resource), the subject a player: `you "
      "buy a card`, `an opponent buys a card`, `a player buys a card`; `that player` is the buyer, `it` the card",
      "001 Buy Phase; 001 Accounting Phase",
      "when an opponent buys a card: gain 1M",
      "examples/triggers/player_buys_sells.mc"},
     event_kind::card_deployed, after_action,
     [](const event& e, const state&) {
       return by_buy(e) ? std::optional<happening>{happening{.subject = e.card, .player = e.player}} : std::nullopt;
     }},
    // Glossary DISCARD (design batch 61, Magic's Megrim): a player discards a card from their
    // hand, as `is discarded` hears it; the discarder is the hand's player (event::from_player).
    {"discards a card",
     {"discards a card",
      "`card_moved` from a hand to an open market",
      "as `is discarded` of a card in a hand, the subject a player: `you discard a card`, `an opponent discards a "
      "card`, `a player discards a card`; `that player` is who discarded, `it` the card",
      "001 Glossary DISCARD",
      "when an opponent discards a card: that player loses 1M",
      "examples/reference/player_discards_run.mc"},
     event_kind::card_moved, after_action,
     [](const event& e, const state&) {
       const bool discarded = e.from == zone::hand && e.to == zone::open_market;
       return discarded ? std::optional<happening>{happening{.subject = e.card, .player = e.from_player}} : std::nullopt;
     }},
    // 001 Divest Phase (issue 27, a blind author's p02): a player sells a card, as `is sold` hears it. The
    // sale records the open market it went to (event::player, its owner's), not the seller: the
    // seller is the card's controller as it left play (the game as the event saw it).
    {"sells a card",
     {"sells a card",
      "`card_moved` by a sale",
      "as `is sold` (the Divest Phase, card text's `sell`, UNIQUE copies sold from a hand), the subject a player: "
      "`you sell a card`, `an opponent sells a card`; `that player` is the seller, the card's controller as it was "
      "sold (its owner for a card sold from a hand), `it` the card",
      "001 Divest Phase",
      "when an opponent sells a card: gain 2M",
      "examples/triggers/player_buys_sells.mc"},
     event_kind::card_moved, after_action,
     [](const event& e, const state& s) {
       return by_sale(e) ? std::optional<happening>{happening{.subject = e.card, .player = s.card(e.card).controller}}
                         : std::nullopt;
     },
     event_kind::card_sold},
    // docs/rulings.md, Control changes (the books change control only in card text): a player
    // gains or loses control of a card in play, by `gain control of` and its end (ops::
    // set_controller: event::player the new controller, event::other the one before). The
    // card's own trigger (`of this`) is the text of the player who controlled it before.
    {"gains control of a card",
     {"gains control of a card",
      "`control_changed`, to the player",
      "after a card in play comes under the player's control: card text's `gain control of` (`gains control of` for "
      "another player), the card going back when such a change ends, and a card bought out of another player's "
      "network (001 Buy Phase); a pile's cards go with its top, one event. "
      "The subject is a player: `you gain control of a card`, `an opponent gains control of a card`; `that player` "
      "(`they`) is the player who gained it, `it` the card",
      "docs/rulings.md, Control changes",
      "when an opponent gains control of a card: gain 2M",
      "examples/triggers/control_changes.mc"},
     event_kind::control_changed, after_action,
     [](const event& e, const state&) { return std::optional<happening>{happening{.subject = e.card, .player = e.player, .text_of = e.other}}; }},
    {"loses control of a card",
     {"loses control of a card",
      "`control_changed`, from the player",
      "as `gains control of a card`, heard from the player who controlled the card before the change: `you lose "
      "control of a card`, `an opponent loses control of a card`; `that player` (`they`) is that player, `it` the "
      "card. Not when a card leaves play (`leaves play` hears that)",
      "docs/rulings.md, Control changes",
      "when you lose control of a card: draw 1 card",
      "examples/triggers/control_changes.mc"},
     event_kind::control_changed, after_action,
     [](const event& e, const state&) { return std::optional<happening>{happening{.subject = e.card, .player = e.other, .text_of = e.other}}; }},
    // 001 Glossary MOVE: "move it into another location in the Network"; the cards under it
    // "are moved together" (an event each, card2 the top). A swap is the books' other word (001
    // Glossary SWAP: "the exchange of position"), and a card put into another network is
    // put there (docs/rulings.md, Control changes): neither is a move.
    {"is moved",
     {"is moved",
      "`card_moved_in_network` by a move",
      "after it is moved to another space of its network by card text's `move`, a keyword's too (cards/prelude); a card "
      "bonded under the card moved is moved with it (001 Glossary MOVE: \"moved together\"). Not a swap, nor a card "
      "put into another network",
      "001 Glossary MOVE",
      "when this is moved: gain 1M",
      "examples/triggers/moved.mc"},
     event_kind::card_moved_in_network, after_action,
     [](const event& e, const state&) { return e.why == engine::rule::move ? about(e.card) : std::nullopt; }},
}};

// By a hash of the phrase: each trigger of every card checked looks its phrase up.
const phrase_entry* entry(std::string_view phrase) {
  static const std::unordered_map<std::string_view, const phrase_entry*> index = [] {
    std::unordered_map<std::string_view, const phrase_entry*> m;
    for (const phrase_entry& p : phrase_table) m.emplace(p.phrase, &p);
    return m;
  }();
  const auto found = index.find(phrase);
  return found != index.end() ? found->second : nullptr;
}

const phrase_entry* entry_at(const checked::ref& r) {
  const auto* p = std::get_if<checked::trigger_phrase>(&r);
  return p && static_cast<std::size_t>(*p) < phrase_table.size() ? &phrase_table[static_cast<std::size_t>(*p)] : nullptr;
}

}  // namespace

const std::vector<std::string>& phrases() {
  static const std::vector<std::string> out = [] {
    std::vector<std::string> v;
    for (const phrase_entry& p : phrase_table) v.emplace_back(p.phrase);
    return v;
  }();
  return out;
}

const doc_record& phrase_doc(std::size_t i) { return phrase_table.at(i).doc; }

checked::ref phrase_ref(std::string_view phrase) {
  const phrase_entry* p = entry(phrase);
  return p ? checked::ref{static_cast<checked::trigger_phrase>(p - phrase_table.data())} : checked::ref{};
}

std::optional<checked::trigger_phrase> phrase_of(const checked::ref& entry) {
  const auto* p = std::get_if<checked::trigger_phrase>(&entry);
  return p ? std::optional<checked::trigger_phrase>(*p) : std::nullopt;
}

event_kind also_kind_of(const checked::ref& v) {
  const phrase_entry* p = entry_at(v);
  return p ? p->also : event_kind::trigger_fired;
}

event_kind kind_of(const checked::ref& v) {
  if (const phrase_entry* p = entry_at(v)) return p->kind;
  if (const auto t = step_of(v)) return t->begins ? event_kind::step_began : event_kind::step_ended;
  return event_kind::trigger_fired;
}

trigger_timing timing_of(const checked::ref& v, bool about_this) {
  if (const phrase_entry* p = entry_at(v)) return about_this ? p->about_this : p->about_others;
  const auto t = step_of(v);
  if (!t) return after_action;
  // 001 Accounting Phase ("At the beginning of the game", "At the Beginning of the turn",
  // CASHFLOW) and End Phase: the engine offers these steps at once, the game's and the turn's
  // beginning to every card in play ("During the Accounting Phase you perform all texts that
  // say 'At the Beginning of the turn'", whoever's text: before CASHFLOW), cashflow and the
  // turn's end to the turn player's cards, and the upkeep step's beginning to every card in
  // play (blind design batch 44, d10; design batch 46, d02: an opponent's `when each
  // opponent's upkeep step begins` read the hand after the turn's draw); others hear of them
  // after the action.
  using engine::turn_step;
  const bool yours = t->owner == step_owner::yours;
  const bool at_once_step = (t->step == turn_step::game && t->begins && t->owner == step_owner::any) ||
                            (t->step == turn_step::turn && t->begins) || (yours && t->step == turn_step::turn) ||
                            (yours && t->step == turn_step::cashflow_step && t->begins) ||
                            (t->step == turn_step::upkeep_step && t->begins);
  return at_once_step ? at_once : after_action;
}

std::optional<happening> happened(const checked::ref& v, const event& e, const state& s) {
  const phrase_entry* p = entry_at(v);
  const bool second = p && p->also != event_kind::trigger_fired && p->also == e.kind;
  if (!p || (p->kind != e.kind && !second)) return std::nullopt;
  return p->read(e, s);
}

bool names_other(std::string_view phrase) {
  static constexpr std::array<std::string_view, 18> two_parties = {
      "is destroyed", "is destroyed in combat", "is destroyed in combat by _", "is destroyed by an effect",
      "is destroyed by _", "is attacked",
      "attacks", "blocks", "is blocked", "retaliates", "deals damage", "deals damage to _", "deals any damage",
      "deals any damage to _", "is dealt damage",
      "is unbonded", "is targeted", "is targeted by _"};
  return std::find(two_parties.begin(), two_parties.end(), phrase) != two_parties.end();
}

const doc_record& first_time_doc() {
  static constexpr doc_record doc{
      "for the first time each turn",
      "`trigger_counted` (state::fired_once)",
      "after a trigger's SELECTION PHRASE: the ability triggers for the first event that fits each turn, whoever's "
      "turn, and not again that turn; counted for each card with the ability and each of its abilities (two copies "
      "count apart), from the turn's start; a card that leaves play and comes back is a new card, a change of control "
      "keeps the count; a declined `may` or a trigger cancelled has triggered. A check error after a step (once a "
      "turn already) and after `this` with an event that takes it into or out of play (`this is destroyed`)",
      "docs/rulings.md, The first time each turn (001 Turn Structure)",
      "when a character you control attacks for the first time each turn: draw 1 card",
      "examples/reference/first_time_each_turn_run.mc"};
  return doc;
}

bool once_per_card(std::string_view phrase) {
  static constexpr std::array<std::string_view, 23> once = {
      "is deployed into your network", "is deployed into an opponent's network", "is bought from your network", "leaves play", "is returned to a hand", "is returned to its owner's hand", "is deployed", "is deployed from hand", "is deployed by an effect", "is destroyed", "is destroyed in combat",
      "is destroyed by an effect", "is destroyed by _", "is destroyed in combat by _", "is annihilated", "is bought",
      "is bought from an opponent's network", "is bought from your open market", "is bought from an open market",
      "is returned to your hand", "is sold", "is revealed", "is discarded"};
  return std::find(once.begin(), once.end(), phrase) != once.end();
}

bool your_zone(const checked::ref& entry) {
  static const std::optional<checked::trigger_phrase> home = phrase_of(phrase_ref("is returned to your hand"));
  static const std::optional<checked::trigger_phrase> market = phrase_of(phrase_ref("is bought from your open market"));
  static const std::optional<checked::trigger_phrase> network = phrase_of(phrase_ref("is bought from your network"));
  static const std::optional<checked::trigger_phrase> deployed = phrase_of(phrase_ref("is deployed into your network"));
  static const std::optional<checked::trigger_phrase> put = phrase_of(phrase_ref("is put into your open market"));
  const auto p = phrase_of(entry);
  return p && (p == home || p == market || p == network || p == deployed || p == put);
}

bool opponents_zone(const checked::ref& entry) {
  static const std::optional<checked::trigger_phrase> deployed =
      phrase_of(phrase_ref("is deployed into an opponent's network"));
  static const std::optional<checked::trigger_phrase> put = phrase_of(phrase_ref("is put into an opponent's open market"));
  const auto p = phrase_of(entry);
  return p && (p == deployed || p == put);
}

bool about_a_player(std::string_view phrase) {
  return phrase == "draws a card" || phrase == "activates an ability" || phrase == "plays an event" ||
         phrase == "buys a card" || phrase == "sells a card" || phrase == "discards a card" || phrase == "gains control of a card" ||
         phrase == "loses control of a card" || phrase == "gains money" || phrase == "loses money";
}

bool about_money(std::string_view phrase) { return phrase == "gains money" || phrase == "loses money"; }

bool about_money(const checked::ref& entry) {
  static const std::optional<checked::trigger_phrase> gains = phrase_of(phrase_ref("gains money"));
  static const std::optional<checked::trigger_phrase> loses = phrase_of(phrase_ref("loses money"));
  const auto p = phrase_of(entry);
  return p && (p == gains || p == loses);
}

bool about_draws(const checked::ref& entry) {
  static const std::optional<checked::trigger_phrase> draws = phrase_of(phrase_ref("draws a card"));
  const auto p = phrase_of(entry);
  return p && p == draws;
}

bool about_a_player(const checked::ref& entry) {
  static const std::optional<checked::trigger_phrase> draws = phrase_of(phrase_ref("draws a card"));
  static const std::optional<checked::trigger_phrase> activates = phrase_of(phrase_ref("activates an ability"));
  static const std::optional<checked::trigger_phrase> plays = phrase_of(phrase_ref("plays an event"));
  static const std::optional<checked::trigger_phrase> buys = phrase_of(phrase_ref("buys a card"));
  static const std::optional<checked::trigger_phrase> sells = phrase_of(phrase_ref("sells a card"));
  static const std::optional<checked::trigger_phrase> discards = phrase_of(phrase_ref("discards a card"));
  static const std::optional<checked::trigger_phrase> gains = phrase_of(phrase_ref("gains control of a card"));
  static const std::optional<checked::trigger_phrase> loses = phrase_of(phrase_ref("loses control of a card"));
  const auto p = phrase_of(entry);
  return p && (p == draws || p == activates || p == plays || p == buys || p == sells || p == discards || p == gains || p == loses ||
               about_money(entry));
}

words::pronoun party_word(std::string_view phrase) {
  // Issue 27: each party of a two-party event its own words; `it` and `its` stay as they are.
  static constexpr std::array<std::pair<std::string_view, words::pronoun>, 13> parties = {{
      {"is bought", words::pronoun::buyer},
      {"is bought from an opponent's network", words::pronoun::buyer},
      {"is bought from your network", words::pronoun::buyer},
      {"is bought from your open market", words::pronoun::buyer},
      {"is bought from an open market", words::pronoun::buyer},
      {"is destroyed", words::pronoun::destroyer},
      {"is destroyed in combat", words::pronoun::destroyer},
      {"is destroyed by an effect", words::pronoun::destroyer},
      {"is destroyed by damage", words::pronoun::destroyer},
      {"is destroyed by _", words::pronoun::destroyer},
      {"is destroyed in combat by _", words::pronoun::destroyer},
      {"is dealt damage", words::pronoun::damage_source},
      {"is unbonded", words::pronoun::former_host},
  }};
  for (const auto& [p, w] : parties)
    if (p == phrase) return w;
  return words::pronoun::unknown;
}

bool has_seller(std::string_view phrase) {
  return phrase == "is bought from an opponent's network" || phrase == "is bought from your network";
}

}  // namespace megacorp::event_triggers
