// The browser table's files (serve/page_files.hpp): GET / and GET /page/{file}.
#include <fmt/format.h>

#include "input/excerpt.hpp"
#include "serve/call.hpp"
#include "serve/page_files.hpp"

namespace megacorp::serve {

namespace {

response file_reply(std::string_view name) {
  for (const page_file& f : page_files())
    if (f.name == name) {
      response r;
      r.content_type = std::string(f.type);
      r.body = std::string(f.text);
      return r;
    }
  std::vector<std::string_view> names;
  for (const page_file& f : page_files()) names.push_back(f.name);
  throw http_error(404, fmt::format("the table has no file '{}'; its files are {}", excerpt(name), fmt::join(names, ", ")));
}

}  // namespace

response get_index(call&) { return file_reply("index.html"); }

response get_page_file(call& c) { return file_reply(c.where.path[1]); }

}  // namespace megacorp::serve
