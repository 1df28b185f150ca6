// A test's view of the paths (engine/paths.hpp): while `watching_paths` is set, ops::record
// shows it every event, ask() every question with its path, and card text every trigger
// phrase and rule phrase that answered, with the path it answered at. Off (null) it costs
// one test of a pointer per event and question. `megacorp rules paths` sets it while it
// runs scenarios one after another (docs/engine.md, "Path ids"); nothing else does.
#pragma once

#include "engine/paths.hpp"

#include <cstdint>

namespace engine {

struct event;
struct state;
enum class rule_query : std::uint8_t;

// What answered: a trigger phrase or step (its code, run/: event_triggers::watch_code) or a
// rule phrase (its row of vocabulary/rule_table).
enum class answer_by : std::uint8_t { trigger, rule };

class path_watch {
 public:
  virtual ~path_watch();
  virtual void produced(const event& e, const state& s) = 0;
  virtual void asked(path at, rule_query q) = 0;
  virtual void answered(path at, answer_by by, std::int64_t code) = 0;
  path asking = path::none;  // the path of the question being asked, while card text answers it
};

inline path_watch* watching_paths = nullptr;

}  // namespace engine
