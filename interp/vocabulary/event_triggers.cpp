// The trigger phrases and the engine events that fire them (001 Turn Structure, Challenge
// Phase, Buy Phase, Divest Phase; Glossary DEPLOY, DISCARD, ORPHANED, ANNIHILATE).
#include "interp/vocabulary/event_triggers.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <string>
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
};

constexpr trigger_timing at_once = trigger_timing::at_once;
constexpr trigger_timing after_action = trigger_timing::after_action;

std::optional<happening> about(card_id subject, card_id other = no_card, int amount = 0) {
  if (subject == no_card) return std::nullopt;
  return happening{subject, other, amount};
}

// Read each as "the subject <phrase>": the card the event happened to, and `it`.
const std::array<phrase_entry, 18> table = {{
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
      "as `is deployed`, when it came from its player's hand (bought or played from hand)",
      "Glossary DEPLOY",
      "when this is deployed from hand: gain 2M"},
     event_kind::card_deployed, at_once,
     [](const event& e, const state&) { return e.from == zone::hand ? about(e.card) : std::nullopt; }},
    // 001 Challenge Phase, Damage; `it`: the card whose damage or effect destroyed it
    {"is destroyed",
     {"is destroyed",
      "`card_destroyed`",
      "after it is destroyed and put into its owner's open market (not when a replacement stopped the destruction; "
      "not for orphans the End Phase sweeps into open markets, which the engine does not treat as destroyed); "
      "`it`: the card whose damage or effect destroyed it",
      "001 Challenge Phase, Damage",
      "when a card you control is destroyed: gain 4M",
      "examples/triggers/events.mc"},
     event_kind::card_destroyed, at_once, [](const event& e, const state&) { return about(e.card, e.card2); }},
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
      "`attack_declared` (to `this`: every defender in an area, too)",
      "when an attack on it is declared (`it`: the attacker); after the action, the attack's target only (the other "
      "defenders in an area only to `this`, at once)",
      "001 Challenge Phase, Attacking",
      "when a card you control is attacked: gain 1M",
      "examples/triggers/events.mc"},
     event_kind::attack_declared, at_once, [](const event& e, const state&) { return about(e.card2, e.card); }},
    {"attacks",
     {"attacks",
      "`attack_declared`",
      "when its attack is declared (`it`: the target)",
      "001 Challenge Phase, Attacking",
      "when a card an opponent controls attacks: gain 2M",
      "examples/triggers/events.mc"},
     event_kind::attack_declared, at_once, [](const event& e, const state&) { return about(e.card, e.card2); }},
    // each blocker (or the target, when it blocks for want of blockers) blocks the attacker
    {"blocks",
     {"blocks",
      "`blockers_declared`",
      "for each declared blocker, or the target when it blocks for want of blockers (`it`: the attacker)",
      "001 Challenge Phase, Blocking",
      "when this blocks: gain 2M"},
     event_kind::blockers_declared, at_once,
     [](const event& e, const state& s) {
       const card_id blocker = e.card2 != no_card ? e.card2 : e.why == engine::rule::target_blocks ? e.card : no_card;
       return about(blocker, attacker(s));
     }},
    // the attacker is blocked once, by its first blocker
    {"is blocked",
     {"is blocked",
      "`blockers_declared`",
      "for an attacker, once blockers are declared or its target blocks (`it`: the first blocker)",
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
      "when it is declared to retaliate (`it`: the attacker)",
      "001 Challenge Phase, Damage",
      "when a character you control retaliates: gain 1M",
      "examples/triggers/events.mc"},
     event_kind::retaliation_declared, after_action,
     [](const event& e, const state& s) { return about(e.card, attacker(s)); }},
    // combat damage (001 Challenge Phase, Damage)
    {"deals damage",
     {"deals damage",
      "`damage_dealt` in combat",
      "after it dealt combat damage of at least 1, attacking or retaliating; direct damage (`deal`) does not fire "
      "it",
      "001 Challenge Phase, Damage",
      "when this deals damage: gain 1M"},
     event_kind::damage_dealt, at_once,
     [](const event& e, const state&) {
       const bool combat = e.why == engine::rule::combat_damage || e.why == engine::rule::retaliation;
       return combat ? about(e.card2, e.card, static_cast<int>(e.amount)) : std::nullopt;
     }},
    {"deals damage to _",
     {"deals damage to SELECTION",
      "`damage_dealt` in combat",
      "as `deals damage`, when the card dealt damage fits SELECTION; `it` is that card",
      "001 Challenge Phase, Damage",
      "when this deals damage to a card with #BUILDING: destroy it"},
     event_kind::damage_dealt, at_once,
     [](const event& e, const state&) {
       const bool combat = e.why == engine::rule::combat_damage || e.why == engine::rule::retaliation;
       return combat ? about(e.card2, e.card, static_cast<int>(e.amount)) : std::nullopt;
     }},
    // any damage, combat or direct; `it`: the card that dealt it
    {"is dealt damage",
     {"is dealt damage",
      "`damage_dealt`",
      "after any damage is dealt to it, combat or direct (`it`: the card that dealt it; `the damage dealt` is the "
      "amount)",
      "001 Challenge Phase, Damage",
      "when a character you control is dealt damage: gain 3M",
      "examples/triggers/events.mc"},
     event_kind::damage_dealt, after_action,
     [](const event& e, const state&) { return about(e.card, e.card2, static_cast<int>(e.amount)); }},
    // 001 Buy Phase and Accounting Phase: a bought card is deployed at once
    {"is bought",
     {"is bought",
      "`card_deployed` by a buy",
      "after it is bought and deployed, from a hand, an open market, a network or as the revealed resource",
      "001 Buy Phase; 001 Accounting Phase",
      "when a card an opponent controls is bought: gain 1M",
      "examples/triggers/events.mc"},
     event_kind::card_deployed, after_action,
     [](const event& e, const state&) {
       const bool bought = e.why == engine::rule::deploy || e.why == engine::rule::reveal_resource;
       return bought ? about(e.card) : std::nullopt;
     }},
    // 001 Divest Phase
    {"is sold",
     {"is sold",
      "`card_moved` by a sale",
      "after it is sold (it is then in its owner's open market)",
      "001 Divest Phase",
      "when a card an opponent controls is sold: gain 2M",
      "examples/triggers/events.mc"},
     event_kind::card_moved, after_action,
     [](const event& e, const state&) { return e.why == engine::rule::divest ? about(e.card) : std::nullopt; }},
    {"is engaged",
     {"is engaged",
      "`card_engaged`",
      "after it is engaged any way (producing, attacking, card text)",
      "001 Card States",
      "when a character you control is engaged: gain 1M",
      "examples/triggers/events.mc"},
     event_kind::card_engaged, after_action, [](const event& e, const state&) { return about(e.card); }},
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
}};

const phrase_entry* entry(std::string_view phrase) {
  for (const phrase_entry& p : table)
    if (phrase == p.phrase) return &p;
  return nullptr;
}

// The card language's names of engine::turn_step, in its order, and their rows of
// docs/vocabulary.md (section 3.2).
const std::array<const char*, 10> step_words = {"turn",       "game",           "accounting phase", "cashflow step",
                                                "upkeep step", "buy phase",     "challenge phase",  "divest phase",
                                                "end phase",   "combat"};
const std::array<doc_record, 10> step_docs = {{
    {"turn begins` / `turn ends",
     "`step_began`, `step_ended`; at once: `your turn begins`, `your turn ends`",
     "`your turn begins`: at the start of the Accounting Phase, for the cards the turn player controls; `your turn "
     "ends`: as the End Phase begins (before its action window), for the cards the turn player controls. On an "
     "event (any other owner), the turn ends as its End Phase begins",
     "001 Accounting Phase (\"At the Beginning of the turn\"); 001 End Phase",
     "when your turn begins: draw 1 card"},
    {"game begins",
     "`step_began`; at once: `the game begins`",
     "in the first turn of the game, for every card in a network, before `your turn begins`. `the game ends` is an "
     "error: nothing happens after the game ends (001 Winning the Game)",
     "001 Accounting Phase (\"At the beginning of the game\")",
     "when the game begins: gain 1M"},
    {"accounting phase begins` / `accounting phase ends",
     "`step_began`, `step_ended`",
     "when the step begins or ends: a phase as the phase before it ends",
     "001 Turn Structure",
     "when your accounting phase ends: gain 1M"},
    {"cashflow step begins` / `cashflow step ends",
     "`step_began`, `step_ended`; at once: `your cashflow step begins`",
     "`your cashflow step begins`: for each disengaged card in a network the turn player controls, before "
     "\"disengage all\". After the action, the cashflow step begins and ends around the cashflow texts",
     "001 Accounting Phase (CASHFLOW)",
     "when your cashflow step begins: if this is disengaged { gain 1M }"},
    {"upkeep step begins` / `upkeep step ends",
     "`step_began`, `step_ended`; the payment: `cost_to_keep` (a decision)",
     "paying: when the text of `your upkeep step begins` starts `you may pay COST` followed by `;` or its end, the "
     "engine asks the player to pay or decline at the upkeep step and destroys the card if declined. The rest of "
     "the text is not run (the engine does the destroying). Other text (`your upkeep step begins: gain 1M`) fires "
     "after the action, when the step's decisions are all taken",
     "001 Accounting Phase (UPKEEP)",
     "when your upkeep step begins: you may pay 1M; if you did not { destroy this }"},
    {"buy phase begins` / `buy phase ends",
     "`step_began`, `step_ended`",
     "when the step begins or ends: a phase as the phase before it ends",
     "001 Turn Structure; 001 Buy Phase",
     "when each buy phase begins: gain 1M",
     "examples/triggers/events.mc"},
    {"challenge phase begins` / `challenge phase ends",
     "`step_began`, `step_ended`",
     "when the step begins or ends: a phase as the phase before it ends",
     "001 Turn Structure; 001 Challenge Phase",
     "when your challenge phase ends: gain 1M"},
    {"divest phase begins` / `divest phase ends",
     "`step_began`, `step_ended`",
     "when the step begins or ends: a phase as the phase before it ends",
     "001 Turn Structure; 001 Divest Phase",
     "when an opponent's divest phase begins: gain 1M"},
    {"end phase begins` / `end phase ends",
     "`step_began`, `step_ended`",
     "the End Phase begins as the phase before it ends, and ends as the next turn begins",
     "001 Turn Structure; 001 End Phase",
     "when each opponent's end phase begins: gain 1M"},
    {"combat begins` / `combat ends",
     "`step_began`, `step_ended`",
     "the combat begins as an attack is declared, and ends when its damage is dealt or it is nullified",
     "001 Turn Structure; 001 Challenge Phase",
     "when the combat ends: gain 1M"},
}};

// Replacements: what card text may do instead (001 Glossary; 001 Challenge Phase, Damage).
constexpr std::array<replacement_phrase, 7> replacement_table = {{
    {"destroyed", engine::replaceable::destroyed, false, false,
     {"destroyed",
      "",
      "any destruction of a card that fits SUBJECT",
      "001 Challenge Phase, Damage",
      "instead of this being destroyed: do nothing"}},
    {"destroyed in combat", engine::replaceable::destroyed, true, false,
     {"destroyed in combat",
      "",
      "destroyed by combat damage",
      "001 Challenge Phase, Damage",
      "instead of this being destroyed in combat: gain 1M"}},
    {"destroyed by _", engine::replaceable::destroyed, false, true,
     {"destroyed by SEL",
      "",
      "destroyed by a card that fits SEL: the card that dealt the combat damage, or the source of direct damage. A "
      "`destroy` statement names no card, so it never matches",
      "001 Challenge Phase, Damage",
      "instead of this being destroyed by a character: annihilate this"}},
    {"destroyed by _ in combat", engine::replaceable::destroyed, true, true,
     {"destroyed by SEL in combat",
      "",
      "both: by a card that fits SEL, by combat damage",
      "001 Challenge Phase, Damage",
      "instead of a card being destroyed by this in combat: annihilate it"}},
    {"annihilated", engine::replaceable::annihilated, false, false,
     {"annihilated",
      "",
      "a card in play about to be annihilated",
      "Glossary ANNIHILATE",
      "instead of this being annihilated: put this into its owner's hand",
      "examples/triggers/replacements.mc"}},
    {"dealt damage", engine::replaceable::dealt_damage, false, false,
     {"dealt damage",
      "",
      "damage about to be dealt to a card in play, combat or direct; replaced, none of it is dealt",
      "001 Challenge Phase, Damage",
      "instead of this being dealt damage: gain 1M",
      "examples/triggers/replacements.mc"}},
    {"put into an open market", engine::replaceable::to_open_market, false, false,
     {"put into an open market",
      "",
      "a card in play about to go to an open market (destroyed, sold, swept, discarded from play; the cards under "
      "it have gone already); offered once (the mod of docs/mods.md uses it)",
      "001 The Zones of the Game",
      "instead of a card adjacent to this being put into an open market: its controller may pay 1 M, put it into "
      "its owner's hand; if they did not { put it into its owner's open market }"}},
}};

}  // namespace

const std::vector<std::string>& replacement_texts() {
  static const std::vector<std::string> out = [] {
    std::vector<std::string> v;
    for (const replacement_phrase& p : replacement_table) v.emplace_back(p.text);
    return v;
  }();
  return out;
}

const replacement_phrase* replacement_of(std::string_view text) {
  for (const replacement_phrase& p : replacement_table)
    if (text == p.text) return &p;
  return nullptr;
}

const std::vector<std::string>& phrases() {
  static const std::vector<std::string> out = [] {
    std::vector<std::string> v;
    for (const phrase_entry& p : table) v.emplace_back(p.phrase);
    return v;
  }();
  return out;
}

const doc_record& phrase_doc(std::size_t i) { return table.at(i).doc; }
const doc_record& step_doc(std::size_t i) { return step_docs.at(i); }
const doc_record& replacement_doc(std::size_t i) { return replacement_table.at(i).doc; }

const std::vector<std::string>& step_names() {
  static const std::vector<std::string> out(step_words.begin(), step_words.end());
  return out;
}

namespace {
// Step entries: base + owner * 100 + step * 2 + (begins ? 1 : 0), above every phrase's.
constexpr std::int64_t step_base = 1000000;
const phrase_entry* entry_at(std::int64_t v) {
  return v >= 1 && v <= static_cast<std::int64_t>(table.size()) ? &table[static_cast<std::size_t>(v - 1)] : nullptr;
}
}  // namespace

std::int64_t phrase_value(std::string_view phrase) {
  const phrase_entry* p = entry(phrase);
  return p ? (p - table.data()) + 1 : 0;
}

std::int64_t step_value(std::string_view text) {
  const auto t = parse_step(text);
  if (!t) return 0;
  return step_base + static_cast<std::int64_t>(t->owner) * 100 + static_cast<std::int64_t>(t->step) * 2 + (t->begins ? 1 : 0);
}

std::optional<step_trigger> step_of(std::int64_t v) {
  if (v < step_base) return std::nullopt;
  v -= step_base;
  step_trigger t;
  t.owner = static_cast<step_owner>(v / 100);
  t.step = static_cast<engine::turn_step>((v % 100) / 2);
  t.begins = v % 2 == 1;
  return t;
}

event_kind kind_of(std::int64_t v) {
  if (const phrase_entry* p = entry_at(v)) return p->kind;
  if (const auto t = step_of(v)) return t->begins ? event_kind::step_began : event_kind::step_ended;
  return event_kind::trigger_fired;
}

trigger_timing timing_of(std::int64_t v, bool about_this) {
  if (const phrase_entry* p = entry_at(v)) return about_this ? p->about_this : after_action;
  const auto t = step_of(v);
  if (!t) return after_action;
  // 001 Accounting Phase ("At the beginning of the game", "At the Beginning of the turn",
  // CASHFLOW) and End Phase: the engine offers these steps at once to the turn player's
  // cards (every card in a network as the game begins); others hear of them after the action.
  using engine::turn_step;
  const bool yours = t->owner == step_owner::yours;
  const bool at_once_step = (t->step == turn_step::game && t->begins && t->owner == step_owner::any) ||
                            (yours && t->step == turn_step::turn) ||
                            (yours && t->step == turn_step::cashflow_step && t->begins);
  return at_once_step ? at_once : after_action;
}

std::optional<happening> happened(std::int64_t v, const event& e, const state& s) {
  const phrase_entry* p = entry_at(v);
  if (!p || p->kind != e.kind) return std::nullopt;
  return p->read(e, s);
}

std::optional<step_trigger> parse_step(std::string_view text) {
  step_trigger t;
  constexpr std::array<std::pair<std::string_view, step_owner>, 4> owners = {{
      {"your ", step_owner::yours}, {"an opponent's ", step_owner::opponents}, {"each ", step_owner::any},
      {"the ", step_owner::any}}};
  const auto owner = std::find_if(owners.begin(), owners.end(), [&](const auto& o) { return text.starts_with(o.first); });
  if (owner == owners.end()) return std::nullopt;
  t.owner = owner->second;
  const std::string_view rest = text.substr(owner->first.size());
  const std::size_t last = rest.rfind(' ');
  if (last == std::string_view::npos) return std::nullopt;
  const std::string_view step = rest.substr(0, last);
  const std::string_view edge = rest.substr(last + 1);
  if (edge != "begins" && edge != "ends") return std::nullopt;
  const auto at = std::find(step_words.begin(), step_words.end(), step);
  if (at == step_words.end()) return std::nullopt;
  t.step = static_cast<engine::turn_step>(at - step_words.begin());
  t.begins = edge == "begins";
  if (t.step == engine::turn_step::game && !t.begins) return std::nullopt;
  return t;
}

namespace {
std::atomic<bool> any_off{false};
std::string off_text;  // written by tests only, while nothing else runs
}  // namespace

void switch_off_for_test(std::string_view text) {
  off_text = text;
  any_off.store(!text.empty(), std::memory_order_relaxed);
}

bool switched_off(std::string_view text) {
  if (!any_off.load(std::memory_order_relaxed)) return false;
  // A step is switched off by its name, whatever its owner and edge ("your buy phase begins").
  return text == off_text || (text.find(off_text) != std::string_view::npos &&
                              std::find(step_words.begin(), step_words.end(), off_text) != step_words.end());
}

bool fits(const step_trigger& t, const event& e, engine::player_id controller) {
  if (e.kind != (t.begins ? event_kind::step_began : event_kind::step_ended) || e.step != t.step) return false;
  switch (t.owner) {
    case step_owner::yours: return e.player == controller;
    case step_owner::opponents: return e.player != controller;
    case step_owner::any: return true;
  }
  return false;
}

}  // namespace megacorp::event_triggers
