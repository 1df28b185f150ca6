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
using engine::zone;

namespace {

// The attacker of the combat under way (events about blocks and retaliation name the
// defending cards only).
card_id attacker(const state& s) { return s.combat.active() ? s.combat.attacker : no_card; }

struct phrase_entry {
  const char* phrase;
  event_kind kind;
  std::optional<happening> (*read)(const event& e, const state& s);
};

std::optional<happening> about(card_id subject, card_id other = no_card, int amount = 0) {
  if (subject == no_card) return std::nullopt;
  return happening{subject, other, amount};
}

// Read each as "the subject <phrase>": the card the event happened to, and `it`.
const std::array<phrase_entry, 18> table = {{
    // 001 Deploying and Docking (the business and founder placed at setup are not deployed by anyone)
    {"is deployed", event_kind::card_deployed,
     [](const event& e, const state&) { return e.why == engine::rule::place_business ? std::nullopt : about(e.card); }},
    {"is deployed from hand", event_kind::card_deployed,
     [](const event& e, const state&) { return e.from == zone::hand ? about(e.card) : std::nullopt; }},
    // 001 Challenge Phase, Damage; `it`: the card whose damage or effect destroyed it
    {"is destroyed", event_kind::card_destroyed, [](const event& e, const state&) { return about(e.card, e.card2); }},
    {"is annihilated", event_kind::card_moved,
     [](const event& e, const state&) { return e.to == zone::annihilated ? about(e.card) : std::nullopt; }},
    {"is orphaned", event_kind::card_orphaned, [](const event& e, const state&) { return about(e.card); }},
    // 001 Challenge Phase: the attack's target is attacked by the attacker
    {"is attacked", event_kind::attack_declared, [](const event& e, const state&) { return about(e.card2, e.card); }},
    {"attacks", event_kind::attack_declared, [](const event& e, const state&) { return about(e.card, e.card2); }},
    // each blocker (or the target, when it blocks for want of blockers) blocks the attacker
    {"blocks", event_kind::blockers_declared,
     [](const event& e, const state& s) {
       const card_id blocker = e.card2 != no_card ? e.card2 : e.why == engine::rule::target_blocks ? e.card : no_card;
       return about(blocker, attacker(s));
     }},
    // the attacker is blocked once, by its first blocker
    {"is blocked", event_kind::blockers_declared,
     [](const event& e, const state& s) {
       const bool first = e.why == engine::rule::target_blocks ||
                          (s.combat.active() && s.combat.blocker_count > 0 && e.card2 == s.combat.blockers[0]);
       return first ? about(attacker(s), e.card2 != no_card ? e.card2 : e.card) : std::nullopt;
     }},
    {"retaliates", event_kind::retaliation_declared,
     [](const event& e, const state& s) { return about(e.card, attacker(s)); }},
    // combat damage, as the `this deals damage` trigger point (001 Challenge Phase, Damage)
    {"deals damage", event_kind::damage_dealt,
     [](const event& e, const state&) {
       const bool combat = e.why == engine::rule::combat_damage || e.why == engine::rule::retaliation;
       return combat ? about(e.card2, e.card, static_cast<int>(e.amount)) : std::nullopt;
     }},
    {"deals damage to _", event_kind::damage_dealt,
     [](const event& e, const state&) {
       const bool combat = e.why == engine::rule::combat_damage || e.why == engine::rule::retaliation;
       return combat ? about(e.card2, e.card, static_cast<int>(e.amount)) : std::nullopt;
     }},
    // any damage, combat or direct; `it`: the card that dealt it
    {"is dealt damage", event_kind::damage_dealt,
     [](const event& e, const state&) { return about(e.card, e.card2, static_cast<int>(e.amount)); }},
    // 001 Buy Phase and Accounting Phase: a bought card is deployed at once
    {"is bought", event_kind::card_deployed,
     [](const event& e, const state&) {
       const bool bought = e.why == engine::rule::deploy || e.why == engine::rule::reveal_resource;
       return bought ? about(e.card) : std::nullopt;
     }},
    // 001 Divest Phase
    {"is sold", event_kind::card_moved,
     [](const event& e, const state&) { return e.why == engine::rule::divest ? about(e.card) : std::nullopt; }},
    {"is engaged", event_kind::card_engaged, [](const event& e, const state&) { return about(e.card); }},
    // 001 Accounting Phase: the top resource is revealed
    {"is revealed", event_kind::card_moved,
     [](const event& e, const state&) { return e.to == zone::revealed ? about(e.card) : std::nullopt; }},
    // Glossary DISCARD (from a hand to an open market), and events discarded at end of turn (001 End Phase)
    {"is discarded", event_kind::card_moved,
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

// The card language's names of engine::turn_step, in its order.
const std::array<const char*, 10> step_words = {"turn",       "game",           "accounting phase", "cashflow step",
                                                "upkeep step", "buy phase",     "challenge phase",  "divest phase",
                                                "end phase",   "combat"};

// Replacements: what card text may do instead (001 Glossary; 001 Challenge Phase, Damage).
constexpr std::array<replacement_phrase, 7> replacement_table = {{
    {"destroyed", engine::replaceable::destroyed, false, false},
    {"destroyed in combat", engine::replaceable::destroyed, true, false},
    {"destroyed by _", engine::replaceable::destroyed, false, true},
    {"destroyed by _ in combat", engine::replaceable::destroyed, true, true},
    {"annihilated", engine::replaceable::annihilated, false, false},
    {"dealt damage", engine::replaceable::dealt_damage, false, false},
    {"put into an open market", engine::replaceable::to_open_market, false, false},
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
