// Which trigger phrases and rule phrases answer at each path id (engine/paths.hpp), as
// the scenarios exercise them (docs/engine.md, "Path ids"). While scenarios run one after
// another, a path_recorder watches every event and rule question: the phrases that could
// answer there (the vocabulary's own tables decide: a trigger phrase whose event the path
// produced, read by event_triggers::happened; a rule phrase of the question asked) and
// those that did, in passing scenarios only. `megacorp rules paths` prints the result and
// fails on a gap.
#pragma once

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "engine/path_watch.hpp"

namespace megacorp::conformance {

// One path's record: the phrases that could answer at it and those that did.
struct path_use {
  bool reached = false;
  std::set<std::string> possible, answered;
};

class path_recorder : public engine::path_watch {
 public:
  path_recorder();
  void produced(const engine::event& e, const engine::state& s) override;
  void asked(engine::path at, engine::rule_query q) override;
  void answered(engine::path at, engine::answer_by by, std::int64_t code) override;
  // A scenario is over: what it exercised counts when it passed.
  void scenario_done(bool passed);
  const std::vector<path_use>& uses() const { return kept_; }
  int unpathed() const { return unpathed_; }  // events recorded with path::none

 private:
  std::vector<path_use> running_, kept_;
  std::map<int, std::string> step_names_;  // turn_step -> the step's name in triggers
  int unpathed_ = 0;
};

// A gap: a path (its name, rulebook section) and what is missing there.
struct path_gap {
  std::string path, section, why;
};
std::vector<path_gap> path_gaps(const path_recorder& r);

// The report: per path, its sort, whether a passing scenario reached it, the phrases that
// answered there and those that could have; then the counts.
std::string render_paths(const path_recorder& r);

}  // namespace megacorp::conformance
