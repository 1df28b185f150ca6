// The phrases that answer at each path id, as the scenarios exercise them
// (conformance/path_coverage.hpp).
#include "conformance/path_coverage.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "engine/behaviour.hpp"
#include "engine/event_log.hpp"
#include "vocabulary/event_triggers.hpp"
#include "vocabulary/rule_table.hpp"

namespace megacorp::conformance {

namespace {

namespace et = event_triggers;

std::size_t at(engine::path p) { return static_cast<std::size_t>(engine::index_of(p)); }

// A rule phrase as the report names it: its text, with `must` for an obligation.
std::string rule_name(std::size_t i, bool must) {
  return fmt::format("rule: {}{}", must ? "must " : "", rule_table::all()[i].text);
}

// The rule phrases that answer question q: its entries, and the obligations naming it.
std::set<std::string> rule_phrases(engine::rule_query q) {
  std::set<std::string> out;
  const auto& all = rule_table::all();
  for (std::size_t i = 0; i < all.size(); ++i) {
    if (all[i].change == rule_table::number_change::none && all[i].query == q) out.insert(rule_name(i, false));
    if (all[i].obliges && all[i].must == q) out.insert(rule_name(i, true));
  }
  return out;
}

std::string step_phrase(const std::map<int, std::string>& names, engine::turn_step step, bool begins) {
  const auto it = names.find(static_cast<int>(step));
  return it == names.end() ? std::string() : fmt::format("when: {} {}", it->second, begins ? "begins" : "ends");
}

// The trigger phrases that answer an event of kind k at all (a path no scenario reached).
bool any_trigger_of(engine::event_kind k) {
  if (k == engine::event_kind::step_began || k == engine::event_kind::step_ended) return true;
  const auto& phrases = et::phrases();
  for (std::size_t i = 0; i < phrases.size(); ++i)
    if (et::kind_of(checked::trigger_phrase(i)) == k) return true;
  for (std::size_t i = 0; i < phrases.size(); ++i)  // a phrase's second kind (`gains money`: a transfer)
    if (k != engine::event_kind::trigger_fired && et::also_kind_of(checked::trigger_phrase(i)) == k) return true;
  return false;
}

}  // namespace

path_recorder::path_recorder()
    : running_(static_cast<std::size_t>(engine::path_count())), kept_(static_cast<std::size_t>(engine::path_count())) {
  for (const std::string& name : et::step_names())
    for (const char* edge : {"begins", "ends"})
      if (const auto t = et::parse_step(fmt::format("the {} {}", name, edge))) step_names_[static_cast<int>(t->step)] = name;
}

void path_recorder::produced(const engine::event& e, const engine::state& s) {
  if (e.at == engine::path::none) ++unpathed_;
  path_use& u = running_[at(e.at)];
  u.reached = true;
  if (e.kind == engine::event_kind::step_began || e.kind == engine::event_kind::step_ended) {
    if (auto name = step_phrase(step_names_, e.step, e.kind == engine::event_kind::step_began); !name.empty())
      u.possible.insert(name);
    return;
  }
  const auto& phrases = et::phrases();
  for (std::size_t i = 0; i < phrases.size(); ++i) {
    const checked::ref entry = checked::trigger_phrase(i);
    if (et::happened(entry, e, s)) u.possible.insert("when: " + phrases[i]);  // of its kind or its second
  }
}

void path_recorder::asked(engine::path p, engine::rule_query q) {
  path_use& u = running_[at(p)];
  if (!u.reached) u.possible = rule_phrases(q);
  u.reached = true;
}

void path_recorder::answered(engine::path p, engine::answer_by by, std::int64_t code) {
  path_use& u = running_[at(p)];
  if (by == engine::answer_by::rule) {
    u.answered.insert(rule_name(static_cast<std::size_t>(code / 2), code % 2 == 1));
    return;
  }
  const checked::ref entry = et::of_watch_code(code);
  if (const auto* step = et::step_of(entry)) {
    u.answered.insert(step_phrase(step_names_, step->step, step->begins));
    return;
  }
  if (const auto phrase = et::phrase_of(entry); phrase && static_cast<std::size_t>(*phrase) < et::phrases().size())
    u.answered.insert("when: " + et::phrases()[static_cast<std::size_t>(*phrase)]);
}

void path_recorder::scenario_done(bool passed) {
  for (std::size_t i = 0; i < running_.size(); ++i) {
    if (passed) {
      kept_[i].reached = kept_[i].reached || running_[i].reached;
      kept_[i].possible.insert(running_[i].possible.begin(), running_[i].possible.end());
      kept_[i].answered.insert(running_[i].answered.begin(), running_[i].answered.end());
    }
    running_[i] = {};
  }
}

std::vector<path_gap> path_gaps(const path_recorder& r) {
  std::vector<path_gap> out;
  if (r.unpathed() > 0) out.push_back({"none", "", fmt::format("{} event(s) recorded without a path id", r.unpathed())});
  for (int i = 1; i < engine::path_count(); ++i) {
    const auto p = static_cast<engine::path>(i);
    const engine::path_row& row = engine::row_of(p);
    const path_use& u = r.uses()[at(p)];
    const bool asks = row.sort == engine::path_sort::ask;
    const bool answerable = asks ? !rule_phrases(static_cast<engine::rule_query>(row.what)).empty()
                                 : any_trigger_of(static_cast<engine::event_kind>(row.what));
    auto gap = [&](std::string why) { out.push_back({std::string(row.name), std::string(row.section), std::move(why)}); };
    if (row.sort == engine::path_sort::shared && answerable)
      gap("one id for every caller of an ops primitive, but trigger phrases answer its event kind: give each caller its own path");
    else if (answerable && !u.reached)
      gap("no passing scenario reaches it");
    else if (!u.possible.empty() && u.answered.empty())
      gap(fmt::format("no passing scenario has a phrase answer here; any of: {}", fmt::join(u.possible, ", ")));
  }
  return out;
}

std::string render_paths(const path_recorder& r) {
  std::string out = "# Paths: the phrases that answer at each path id\n\n"
                    "Generated by `megacorp rules paths examples` (docs/engine.md, \"Path ids\"): for each path, "
                    "whether a passing scenario reached it, the trigger or rule phrases that answered there, and "
                    "those that could have but did not.\n\n| path | sort | reached | answered | not answered |\n|---|---|---|---|---|\n";
  int pairs = 0, answered = 0, reached = 0, with_phrase = 0;
  static constexpr const char* sorts[] = {"none", "site", "shared", "ask"};
  for (int i = 1; i < engine::path_count(); ++i) {
    const auto p = static_cast<engine::path>(i);
    const path_use& u = r.uses()[at(p)];
    std::vector<std::string> missing;
    std::set_difference(u.possible.begin(), u.possible.end(), u.answered.begin(), u.answered.end(),
                        std::back_inserter(missing));
    pairs += static_cast<int>(u.possible.size());
    answered += static_cast<int>(u.possible.size() - missing.size());
    reached += u.reached ? 1 : 0;
    with_phrase += u.possible.empty() ? 0 : 1;
    out += fmt::format("| `{}` | {} | {} | {} | {} |\n", engine::row_of(p).name,
                       sorts[static_cast<int>(engine::row_of(p).sort)], u.reached ? "yes" : "no",
                       fmt::join(u.answered, ", "), fmt::join(missing, ", "));
  }
  const std::size_t gaps = path_gaps(r).size();
  out += fmt::format("\n{} path ids, {} reached, {} where a phrase can answer; {} of {} (path, phrase) pairs "
                     "answered; {} gap(s)\n",
                     engine::path_count() - 1, reached, with_phrase, answered, pairs, gaps);
  return out;
}

}  // namespace megacorp::conformance
