// Sessions and replay files (library/replay_file.hpp; docs/play.md, "Save as a replay" and
// "The replay viewer"): a game of library decks written as the file `simulate --save-games`
// writes and `megacorp replay` reads, and a file opened as a session of two people,
// positioned at its start with every action on the redo list, to step through.
#pragma once

#include <string>
#include <vector>

#include "library/library.hpp"
#include "library/replay_file.hpp"
#include "session/new_session.hpp"

namespace megacorp::session {

// Where a new game of library decks came from (new_session sets it as the session's origin).
replay_file origin_of(const std::vector<const checked::deck*>& decks, const game_request& req);

// The session's game as a replay file's text: its origin, the actions that led to its
// position, the state checks after each and the result there (an unfinished game is
// `capped`). Empty, with `why`, when the session has no origin (it did not start from decks).
// The file's `library` line is `lib`'s hash.
std::string replay_text(const library& lib, const game_session& g, std::string& why);

struct opened_replay {
  std::unique_ptr<game_session> game;  // null when the file cannot be opened
  std::string error;                   // why: `line N: ...`, naming the line and what is wrong
  std::vector<std::string> warnings;   // another card library; a file without state checks
};

// The replay file `text` as a session of two people at its start, every action checked as
// `megacorp replay` checks it (read, legal, the state check after it, the saved end).
// The session's limits are the file's, which may not be over `most` (a server's bounds).
opened_replay open_replay(const library& lib, const std::string& text, const play_limits& most = {});

}  // namespace megacorp::session
