// A file the page uploads (the sandbox's scenario, a deck file), checked against the
// server's library as `megacorp check` checks a file given beside the library: its errors
// are the checker's, with their line and column in the file (docs/play.md).
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "library/library.hpp"

namespace megacorp::session {

struct checked_upload {
  std::unique_ptr<library> with;      // the server's library and the file, checked
  std::vector<std::string> problems;  // the checker's errors (`decks.mc:3:5: error: ...`), first line each, at most 20
};

// `text` as the file `file_name` beside `lib`. Too long a text (over `max_chars`) is a
// problem before it is read. An error whose message ends with one of `ignored` does not
// count (the sandbox reads a board alone, a scenario the checker calls empty).
checked_upload check_upload(const library& lib, std::string_view file_name, const std::string& text,
                            std::size_t max_chars, const std::vector<std::string_view>& ignored = {});

// What the checked file adds to `lib` that is not of kind `allowed` ("scenario" or "deck"):
// "a card", "a deck", "a keyword" or "a scenario", or empty when it adds only that kind.
std::string added_besides(const library& lib, const library& with, std::string_view allowed);

}  // namespace megacorp::session
