// The browser table's files (serve/page/), built into the program: the server reads no
// file at run time, and no request names one (docs/play.md, "The browser table").
#pragma once

#include <span>
#include <string_view>

namespace megacorp::serve {

struct page_file {
  std::string_view name;  // "index.html", "table.mjs"
  std::string_view type;  // its Content-Type
  std::string_view text;
};

// Generated at build time from serve/page/ by serve/embed_page.cmake.
std::span<const page_file> page_files();

}  // namespace megacorp::serve
