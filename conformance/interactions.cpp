// Keyword interactions (conformance/interactions.hpp).
#include "conformance/interactions.hpp"

#include <algorithm>
#include <map>
#include <stdexcept>

#include <fmt/format.h>

#include "conformance/citations.hpp"
#include "library/game_cards.hpp"
#include "vocabulary/event_triggers.hpp"
#include "vocabulary/rule_table.hpp"

namespace megacorp::conformance {

namespace {

using checked::op;

// The first `name` in backticks of a vocabulary row's engine column: "`can_block` (yes)" -> can_block.
std::string engine_word(const char* column) {
  const std::string s = column;
  const auto a = s.find('`');
  const auto b = a == std::string::npos ? a : s.find('`', a + 1);
  return b == std::string::npos ? s : s.substr(a + 1, b - a - 1);
}

// The event a statement makes happen, for the statements that move a card, damage it or
// change its controller (001 The Zones of the Game; engine/event_log.hpp); "" for the others.
std::string event_of(op o) {
  static const std::map<op, const char*> events = {
      {op::destroy, "card_destroyed"},     {op::annihilate, "card_moved"},   {op::redeploy, "card_deployed"},
      {op::unbond, "card_moved"},          {op::move, "card_moved_in_network"}, {op::swap, "cards_swapped"},
      {op::bond, "card_bonded"},           {op::search, "card_moved"},       {op::put, "card_moved"},
      {op::deploy, "card_deployed"},       {op::draw, "card_moved"},         {op::discard, "card_moved"},
      {op::cancel, "effect_cancelled"},    {op::deal_damage, "damage_dealt"}, {op::gain_control, "control_changed"},
      {op::exchange_control, "control_changed"}, {op::engage, "card_engaged"}, {op::disengage, "card_disengaged"},
      {op::add_counters, "counters_changed"},  {op::remove_counters, "counters_changed"},
  };
  const auto it = events.find(o);
  return it == events.end() ? "" : it->second;
}

// When an event can happen, where the definition says: only during combat (a replacement of
// combat's destruction, 001 Glossary ASSASSIN "during combat", and its text's statements),
// never during it (a statement run as a step other than combat begins or ends, such as
// UPKEEP's), or anytime (no mark).
// Two touches of one event meet unless one is in combat and the other outside it.
constexpr const char* in_combat = " (in combat)";
constexpr const char* outside_combat = " (outside combat)";

void touches_of_tree(const checked::expr& e, std::set<std::string>& out, const char* when = "") {
  if (const std::string ev = event_of(e.o); !ev.empty()) out.insert("event " + ev + when);
  if (e.o == op::select && e.target) out.insert("query can_be_targeted");  // a target (001 Glossary TARGET)
  for (const checked::expr& a : e.args) touches_of_tree(a, out, when);
}

std::string replaced_event(engine::replaceable r) {
  switch (r) {
    case engine::replaceable::destroyed: return "card_destroyed";
    case engine::replaceable::dealt_damage: return "damage_dealt";
    default: return "card_moved";  // to an open market, to the annihilated zone
  }
}

void touches_of_ability(const checked::ability& a, std::set<std::string>& out) {
  using k = checked::ability_kind;
  const char* when = "";
  if (a.kind == k::rule) {
    const rule_table::form f = rule_table::decode(a.trigger.ref);
    if (f.e) out.insert((f.e->change == rule_table::number_change::none ? "query " : "number ") + engine_word(f.e->doc.engine));
  } else if (a.kind == k::triggered) {
    const auto phrase = event_triggers::phrase_of(a.trigger.ref);
    if (const auto* step = event_triggers::step_of(a.trigger.ref)) {
      out.insert("event step");
      if (step->step != engine::turn_step::combat) when = outside_combat;
    }
    else if (phrase && static_cast<std::size_t>(*phrase) < event_triggers::phrases().size())
      out.insert("event " + engine_word(event_triggers::phrase_doc(static_cast<std::size_t>(*phrase)).engine));
  } else if (a.kind == k::replacement) {
    if (const event_triggers::replacement_phrase* r = event_triggers::replacement_at(a.trigger.ref)) {
      // What the text does instead happens when the event would have: in combat too
      // (ASSASSIN's `destroy it` under variant assassin-victim-destroyed).
      if (r->in_combat || r->during_combat) when = in_combat;
      out.insert("event " + replaced_event(r->what) + when);
    }
  }
  touches_of_tree(a.cost, out, when);
  touches_of_tree(a.effect, out, when);
  // A trigger's or a replacement's own node holds its phrase's number, not a determiner
  // (1 is `is deployed`, not `target`): only the selections under it are read.
  if (a.kind == k::rule) return;
  if (const std::string ev = event_of(a.trigger.o); !ev.empty()) out.insert("event " + ev);
  for (const checked::expr& x : a.trigger.args) touches_of_tree(x, out);
}

// A rule area of issue 26 item 5: the touches that belong to it and the sections of the
// books whose naming in a run shows the area at work.
struct area {
  const char* name;
  std::vector<const char*> touches;
  std::vector<const char*> sections;
  // For an area the books give no section of its own: the words of the engine's sentence
  // for one of its events (engine/event_log.cpp), which shows the area at work in a run.
  const char* event_words = nullptr;
};

const std::vector<area>& areas() {
  static const std::vector<area> t = {
      {"targeting", {"query can_be_targeted", "query must_be_targeted", "event card_targeted"}, {"001/glossary-target"}},
      {"the stack and priority",
       {"query can_be_played_any_time", "event event_played", "event ability_activated", "event effect_resolved",
        "event effect_cancelled"},
       {"001/events-abilities-and-the-stack", "001/advanced-rules", "001/glossary-cancel"}},
      {"changes of zone",
       {"event card_moved", "event card_deployed", "event card_destroyed", "event card_orphaned"},
       {"001/the-zones-of-the-game", "001/open-market", "001/annihilated-zone", "001/hand", "001/glossary-deploy",
        "001/glossary-discard", "001/glossary-annihilate", "001/glossary-redeploy", "001/deploying-and-docking"}},
      {"bonded piles",
       {"event card_bonded", "query can_be_deployed_onto", "query can_attack_bonded"},
       {"001/bonding", "001/glossary-bond"}},
      // The books change control only by card text (docs/rulings.md, Control changes): a run
      // shows the area by a change of control among its events.
      {"control", {"event control_changed", "query can_be_controlled_twice"}, {"001/network"}, " under the control of "},
      {"combat damage and retaliation",
       {"event damage_dealt", "query can_retaliate", "query must_retaliate", "number retaliations_allowed",
        "number damage_step", "event attack_declared", "query can_attack", "query can_be_attacked", "query can_block"},
       {"001/challenge-phase", "001/damage", "001/combat", "001/attacking", "001/blocking"}},
      {"areas", {"number attack_area"}, {"001/glossary-area-attack"}},
  };
  return t;
}

// An activated ability's card: `(DEVELOPMENT) of "Aohu Spaceport"`, the keyword's parenthesis
// (its parameters may hold parentheses of their own) followed by ` of "CARD"`; adds CARD.
void ability_card(const std::string& line, const std::string& name, std::set<std::string>& out) {
  const std::string mark = "(" + name;
  for (std::size_t at = line.find(mark); at != std::string::npos; at = line.find(mark, at + 1)) {
    const std::size_t end = at + mark.size();
    if (end == line.size() || (line[end] != ')' && line[end] != ' ')) continue;
    std::size_t close = at;
    for (int depth = 0; close < line.size(); ++close) {
      depth += line[close] == '(' ? 1 : line[close] == ')' ? -1 : 0;
      if (depth == 0) break;
    }
    const std::string of = ") of \"";
    if (close >= line.size() || line.compare(close, of.size(), of) != 0) continue;
    const std::size_t first = close + of.size(), last = line.find('"', first);
    if (last != std::string::npos) out.insert(line.substr(first, last - first));
  }
}

// The cards whose text runs or answers under the keyword in the run (`"Sky Courier" (FLYING): ...`,
// in an event or in the reason of a refusal; an activated ability's `(DEVELOPMENT) of "Aohu
// Spaceport"`).
std::set<std::string> keyword_cards(const std::string& name, const scenario_result& r) {
  std::set<std::string> out;
  std::string mark = "\" (";
  mark += name;
  for (const std::vector<std::string>* lines : {&r.events, &r.refusals})
    for (const std::string& line : *lines) {
      for (std::size_t at = line.find(mark); at != std::string::npos; at = line.find(mark, at + 1)) {
        const std::size_t end = at + mark.size();
        const std::size_t open = line.rfind('"', at == 0 ? 0 : at - 1);
        if ((end == line.size() || line[end] == ')' || line[end] == ' ') && open != std::string::npos && open < at)
          out.insert(line.substr(open + 1, at - open - 1));
      }
      ability_card(line, name, out);
    }
  return out;
}

// A scenario's key across the library: its file and name.
std::string key_of(const checked::scenario& sc) {
  return (sc.where.file ? sc.where.file->name() : std::string()) + ": " + sc.name;
}

// The prelude's text with keyword `name`'s abilities replaced by a rule that never holds
// (a keyword with no abilities does not check): the keyword is still known, and does nothing.
std::string knocked_out_text(std::string_view text, const std::string& name) {
  const std::string head = name.find(' ') == std::string::npos ? "keyword " + name : "keyword \"" + name + "\"";
  std::size_t at = text.find("\n" + head + " ");
  if (at == std::string_view::npos) at = text.find("\n" + head + "{");
  const std::size_t open = at == std::string_view::npos ? at : text.find('{', at);
  const std::size_t close = open == std::string_view::npos ? open : text.find("\n}\n", open);
  if (close == std::string_view::npos) return "";
  std::string out = "variant \"knocked-out\": \"none\"\n";
  out += text.substr(0, open + 1);
  out += "\n  rule: this cannot be sold while the rules are \"knocked-out\"";
  out += text.substr(close);
  return out;
}

// What knocking a keyword out shows, by scenario key: the passing scenarios that then fail
// (the keyword matters to their outcome), each with the other keywords (by index) whose
// text then runs for a card it did not run for in the passing run: the keyword stopped
// them (masking: INDESTRUCTIBLE leaves ASSASSIN nothing to annihilate).
using failing_runs = std::map<std::string, std::set<std::size_t>>;

// The keywords of `kws` whose text runs in `knocked` for a card it does not run for in `passed`.
std::set<std::size_t> newly_run(const std::vector<const checked::keyword*>& kws, const scenario_result& passed,
                                const scenario_result& knocked) {
  std::set<std::size_t> out;
  for (std::size_t j = 0; j < kws.size(); ++j) {
    const std::set<std::string> before = keyword_cards(kws[j]->name, passed), after = keyword_cards(kws[j]->name, knocked);
    if (std::any_of(after.begin(), after.end(), [&](const std::string& c) { return !before.count(c); })) out.insert(j);
  }
  return out;
}

// The scenarios, among the passing ones, that fail with keyword `name` knocked out. Empty
// when the prelude does not define it.
failing_runs scenarios_needing(const library& lib, const std::string& name,
                               const std::map<std::string, const scenario_result*>& passing,
                               const std::vector<const checked::keyword*>& kws) {
  library ko;
  diagnostics diags;
  bool found = false;
  for (const auto& src : lib.sources()) {
    const std::string_view text = src->file->text();
    const bool prelude = src->file->name().find("prelude") != std::string::npos;
    std::string changed = prelude ? knocked_out_text(text, name) : "";
    if (changed.empty()) {
      ko.add_parsed(src);
      continue;
    }
    found = true;
    ko.add_source(src->file->name(), std::move(changed), diags);
  }
  failing_runs out;
  if (!found) return out;
  ko.check(diags);
  if (diags.has_errors())  // the prelude changed so that a keyword cannot be knocked out this way
    throw std::runtime_error("rules interactions: the library does not check with " + name +
                             " knocked out (its abilities replaced by a rule that never holds)");
  const auto db = make_card_db(ko);
  for (const auto& sc : ko.scenarios()) {
    const auto it = passing.find(key_of(*sc));
    if (it == passing.end()) continue;
    const scenario_result r = run_scenario(ko, db, *sc);
    if (r.status != scenario_status::passed) out[it->first] = newly_run(kws, *it->second, r);
  }
  return out;
}

bool area_acts(const area& a, const std::set<std::string>& sections, const scenario_result& r) {
  if (std::any_of(a.sections.begin(), a.sections.end(), [&](const char* s) { return sections.count(s) > 0; })) return true;
  return a.event_words && std::any_of(r.events.begin(), r.events.end(), [&](const std::string& line) {
           return line.find(a.event_words) != std::string::npos;
         });
}

// A touch without its mark of when (above), and the mark.
std::pair<std::string, std::string> unmarked(const std::string& t) {
  for (const char* m : {in_combat, outside_combat})
    if (t.ends_with(m)) return {t.substr(0, t.size() - std::string_view(m).size()), m};
  return {t, ""};
}

// The touches two sets share: the same question, number or event, at times that can meet.
std::vector<std::string> shared(const std::set<std::string>& a, const std::set<std::string>& b) {
  std::set<std::string> out;
  for (const std::string& x : a)
    for (const std::string& y : b) {
      const auto [bx, mx] = unmarked(x);
      const auto [by, my] = unmarked(y);
      if (bx == by && (mx.empty() || my.empty() || mx == my)) out.insert(bx);
    }
  return {out.begin(), out.end()};
}

// What each passing scenario shows: the keywords (by index) its outcome needs, whether two
// cards run each one's text, the areas its run names, and the pairs (i, j) where knocking
// keyword i out makes it fail and keyword j's text run where it did not (i stopped j).
struct at_work {
  const scenario_result* r;
  std::vector<bool> keywords, twice, areas;
  std::set<std::pair<std::size_t, std::size_t>> stopped;
  bool stops(std::size_t i, std::size_t j) const { return stopped.count({i, j}) || stopped.count({j, i}); }
};

std::vector<at_work> what_acts(const library& lib, const std::vector<const checked::keyword*>& kws,
                               const std::vector<scenario_result>& results, const rules_index& index) {
  std::map<std::string, const scenario_result*> passing;
  for (const scenario_result& r : results)
    if (r.sc && r.status == scenario_status::passed) passing.emplace(key_of(*r.sc), &r);
  std::vector<failing_runs> needs;
  for (const checked::keyword* k : kws) needs.push_back(scenarios_needing(lib, k->name, passing, kws));
  std::vector<at_work> out;
  for (const scenario_result& r : results) {
    if (!r.sc || !passing.count(key_of(*r.sc))) continue;
    const std::set<std::string> sections = sections_applied(r, index);
    at_work w{&r, {}, {}, {}, {}};
    for (std::size_t i = 0; i < kws.size(); ++i) {
      const auto failing = needs[i].find(key_of(*r.sc));
      w.keywords.push_back(failing != needs[i].end());
      w.twice.push_back(keyword_cards(kws[i]->name, r).size() >= 2);
      if (failing != needs[i].end())
        for (std::size_t j : failing->second)
          if (j != i) w.stopped.insert({i, j});
    }
    for (const area& a : areas()) w.areas.push_back(area_acts(a, sections, r));
    out.push_back(std::move(w));
  }
  return out;
}

}  // namespace

std::set<std::string> keyword_touches(const checked::keyword& k) {
  std::set<std::string> out;
  for (const checked::ability& a : k.abilities) touches_of_ability(a, out);
  return out;
}

std::vector<const checked::keyword*> glossary_keywords(const library& lib) {
  std::vector<const checked::keyword*> out;
  for (const auto& k : lib.keywords())
    if (k->where.file && k->where.file->name().find("prelude") != std::string::npos) out.push_back(k.get());
  return out;
}

std::string cell_name(const interaction_cell& c) { return c.row + " × " + c.column; }

std::vector<interaction_cell> interaction_cells(const library& lib, const std::vector<scenario_result>& results,
                                                const rules_index& index) {
  const std::vector<const checked::keyword*> kws = glossary_keywords(lib);
  std::vector<std::set<std::string>> touches;
  for (const auto& k : kws) touches.push_back(keyword_touches(*k));
  const std::vector<at_work> work = what_acts(lib, kws, results, index);
  std::vector<interaction_cell> out;
  auto evidence = [&](auto&& both) {
    std::vector<std::string> names;
    for (const at_work& w : work)
      if (both(w)) names.push_back(w.r->sc->name);
    return names;
  };
  for (std::size_t i = 0; i < kws.size(); ++i) {
    for (std::size_t j = i; j < kws.size(); ++j)
      out.push_back({kws[i]->name, kws[j]->name, shared(touches[i], touches[j]),
                     evidence([&](const at_work& w) {
                       return i == j ? w.keywords[i] && w.twice[i] : (w.keywords[i] && w.keywords[j]) || w.stops(i, j);
                     })});
    for (std::size_t a = 0; a < areas().size(); ++a) {
      const std::set<std::string> area_touches(areas()[a].touches.begin(), areas()[a].touches.end());
      out.push_back({kws[i]->name, areas()[a].name, shared(touches[i], area_touches),
                     evidence([&](const at_work& w) { return w.keywords[i] && w.areas[a]; })});
    }
  }
  return out;
}

namespace {

const char* mark(const interaction_cell& c) {
  return c.missing() ? "✗" : c.apart() ? "·" : "✓";
}

std::string short_name(const std::string& column) {
  const auto a = std::find_if(areas().begin(), areas().end(), [&](const area& x) { return column == x.name; });
  if (a == areas().end()) return column;
  return fmt::format("*{}*", column);
}

}  // namespace

std::string render_interactions(const library& lib, const std::vector<interaction_cell>& cells) {
  int counts[3] = {0, 0, 0};
  for (const interaction_cell& c : cells) ++counts[c.missing() ? 2 : c.apart() ? 1 : 0];
  std::string out =
      "# Keyword interactions\n\n"
      "Every glossary keyword of the prelude against every other (the diagonal: two cards with the same\n"
      "keyword) and against the rule areas (docs/rules_index.md, Keyword interactions). Generated by\n"
      "`megacorp rules interactions examples`; CI checks that it is current and that every missing cell is\n"
      "listed in `rules/interactions_missing.txt`, and none that is not.\n\n"
      "- ✓ **interacts**: a passing scenario needs both: it fails with either keyword knocked out, or it\n"
      "  fails with one knocked out and the other's text then runs where it did not (the one stopped the\n"
      "  other); for an area: it needs the keyword and its run names one of the area's sections (or, for\n"
      "  an area the books give no section of its own, makes one of its events).\n"
      "- · **apart**: the two definitions share no rule question, event or change of zone.\n"
      "- ✗ **missing**: they share one, and no passing scenario needs both yet.\n\n";
  out += fmt::format("{} cells: {} interact, {} apart, {} missing.\n\n", cells.size(), counts[0], counts[1],
                     counts[2]);
  out += "## What each keyword touches\n\n| keyword | rule questions, numbers and events |\n|---|---|\n";
  for (const checked::keyword* k : glossary_keywords(lib)) {
    std::vector<std::string> t;
    for (const std::string& x : keyword_touches(*k)) t.push_back("`" + x + "`");
    out += fmt::format("| {} | {} |\n", k->name, fmt::join(t, ", "));
  }
  out += "\n## Rule areas\n\n| area | touches | sections |\n|---|---|---|\n";
  for (const area& a : areas()) {
    std::vector<std::string> t, s;
    for (const char* x : a.touches) t.push_back(fmt::format("`{}`", x));
    for (const char* x : a.sections) s.push_back(fmt::format("`{}`", x));
    if (a.event_words) s.push_back(fmt::format("or an event \"…{}…\"", a.event_words));
    out += fmt::format("| {} | {} | {} |\n", a.name, fmt::join(t, ", "), fmt::join(s, ", "));
  }
  out += "\n## Cells\n\nEach keyword's cells: the other keyword or area, the touches they share, and up to three\n"
         "scenarios.\n";
  std::string row;
  for (const interaction_cell& c : cells) {
    if (c.row != row) out += fmt::format("\n### {}\n\n", row = c.row);
    if (c.apart()) continue;
    std::vector<std::string> sh, sc;
    for (const std::string& x : c.shared) sh.push_back("`" + x + "`");
    for (std::size_t i = 0; i < c.scenarios.size() && i < 3; ++i) sc.push_back("\"" + c.scenarios[i] + "\"");
    out += fmt::format("- {} {}{}{}\n", mark(c), short_name(c.column), sh.empty() ? "" : fmt::format(" ({})", fmt::join(sh, ", ")),
                       sc.empty() ? "" : fmt::format(": {}{}", fmt::join(sc, "; "),
                                                      c.scenarios.size() > 3 ? fmt::format(" and {} more", c.scenarios.size() - 3) : ""));
  }
  return out;
}

}  // namespace megacorp::conformance
