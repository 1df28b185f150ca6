// The steps of the turn a trigger can wait for (`your buy phase begins`): their names and
// rows, how a step trigger is written and numbered, and whether an event is that step.
#include "vocabulary/event_triggers.hpp"

#include <algorithm>
#include <array>
#include <string>
#include <utility>

namespace megacorp::event_triggers {

using engine::event;
using engine::event_kind;

namespace {

// The card language's names of engine::turn_step, in its order, and their rows of
// docs/vocabulary.md (section 3.2).
const std::array<const char*, 10> step_words = {"turn",       "game",           "accounting phase", "cashflow step",
                                                "upkeep step", "buy phase",     "challenge phase",  "divest phase",
                                                "end phase",   "combat"};
static_assert(std::tuple_size_v<decltype(step_words)> == static_cast<std::size_t>(engine::turn_step::combat) + 1);
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
     "`your cashflow step begins`: for each card in a network the turn player controls, engaged or not, before "
     "\"disengage all\" (variant cashflow-by-network, 002 A - Accounting Phase: each card in the turn player's "
     "network, whoever controls it, whose `your cashflow step` it then is). \"that are not engaged\" is CASHFLOW's "
     "rule (001 Accounting Phase), in its own text (`if this is disengaged`), not every text's: a text that pays "
     "only while its card is disengaged says so. After the action, the cashflow step begins and ends around the "
     "cashflow texts",
     "001 Accounting Phase (CASHFLOW)",
     "when your cashflow step begins: if this is disengaged { gain 1M }"},
    {"upkeep step begins` / `upkeep step ends",
     "`step_began`, `step_ended`; at once: `your upkeep step begins`, `each upkeep step begins`, an opponent's; the "
     "payment: `cost_to_keep` (a decision)",
     "paying: when the text of `your upkeep step begins` starts `you may pay COST` followed by `;` or its end, the "
     "engine asks the turn player to pay or decline at their upkeep step for each such card in their network, "
     "whoever controls it (001 Accounting Phase: \"cards with UPKEEP in your network\"; variant "
     "upkeep-by-controller: for each card they control, in any network), and destroys the card if declined. The rest of "
     "the text is not run (the engine does the destroying). Other text (`your upkeep step begins: gain 1M`) acts as "
     "the step begins, before those payments, the reveal and the draw, as does `each upkeep step begins` and an "
     "opponent's (`when each opponent's upkeep step begins`), every card's in play, the turn player's first "
     "(`examples/reference/upkeep_step_trigger_run.mc`)",
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
     "the combat begins as an attack is declared, and ends when its damage is dealt or it is nullified; its "
     "triggers read the combat that ended (`the attacker`, `this is attacking`, `this is blocking`)",
     "001 Turn Structure; 001 Challenge Phase",
     "when the combat ends: gain 1M"},
}};

// A path watch's code of a step: base + owner * 100 + step * 2 + (begins ? 1 : 0), above
// every phrase's (watch_code).
constexpr std::int64_t watch_step_base = 1000000;

}  // namespace

const std::vector<std::string>& step_names() {
  static const std::vector<std::string> out(step_words.begin(), step_words.end());
  return out;
}

const doc_record& step_doc(std::size_t i) { return step_docs.at(i); }

checked::ref step_ref(std::string_view text) {
  const auto t = parse_step(text);
  return t ? checked::ref{*t} : checked::ref{};
}

const step_trigger* step_of(const checked::ref& entry) { return std::get_if<step_trigger>(&entry); }

std::int64_t watch_code(const checked::ref& entry) {
  if (const auto p = phrase_of(entry)) return static_cast<std::int64_t>(*p) + 1;
  const step_trigger* t = step_of(entry);
  if (!t) return 0;
  return watch_step_base + static_cast<std::int64_t>(t->owner) * 100 + static_cast<std::int64_t>(t->step) * 2 +
         (t->begins ? 1 : 0);
}

checked::ref of_watch_code(std::int64_t v) {
  if (v >= 1 && v < watch_step_base) return checked::trigger_phrase(v - 1);
  if (v < watch_step_base) return {};
  v -= watch_step_base;
  step_trigger t;
  t.owner = static_cast<step_owner>(v / 100);
  t.step = static_cast<engine::turn_step>((v % 100) / 2);
  t.begins = v % 2 == 1;
  return t;
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
