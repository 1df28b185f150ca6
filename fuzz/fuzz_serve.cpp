// libFuzzer entry point for the HTTP server's request handler (docs/play.md, "The server";
// no sockets). An input is a sequence of requests, each ending at a NUL byte: its first
// line `METHOD TARGET`, then any `Host: ...`, `Origin: ...` or `Content-Type: ...` lines
// (the defaults are this server's Host and JSON), then an empty line and the body. Each
// input runs against a new handler (games numbered from 1 again) with small limits, so a
// sequence can make games and act in them. Every answer must be a status the API documents
// (a 500, an error inside the server, is a failure) with a JSON body.
// Seeds: fuzz/serve_seeds/ (docs/fuzzing.md).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <set>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "library/library.hpp"
#include "serve/handler.hpp"

namespace {

const megacorp::library* lib = nullptr;

constexpr std::size_t max_requests = 48;

// The request `text` describes (see above).
megacorp::serve::request parse(std::string_view text) {
  megacorp::serve::request r;
  r.host = "127.0.0.1:8080";
  r.content_type = "application/json";
  const std::size_t line_end = text.find('\n');
  const std::string_view first = text.substr(0, line_end);
  const std::size_t space = first.find(' ');
  r.method = std::string(first.substr(0, space));
  r.target = space == std::string_view::npos ? "/" : std::string(first.substr(space + 1));
  std::string_view rest = line_end == std::string_view::npos ? std::string_view{} : text.substr(line_end + 1);
  while (!rest.empty() && rest.front() != '\n') {
    const std::size_t end = rest.find('\n');
    const std::string_view header = rest.substr(0, end);
    if (header.starts_with("Host: ")) r.host = std::string(header.substr(6));
    if (header.starts_with("Origin: ")) r.origin = std::string(header.substr(8));
    if (header.starts_with("Content-Type: ")) r.content_type = std::string(header.substr(14));
    rest = end == std::string_view::npos ? std::string_view{} : rest.substr(end + 1);
  }
  r.body = std::string(rest.empty() ? rest : rest.substr(1));
  return r;
}

void check_answer(const megacorp::serve::response& a) {
  static const std::set<int> documented = {200, 201, 400, 403, 404, 405, 409, 413, 414, 415, 503};
  if (!documented.count(a.status)) std::abort();
  if (a.content_type == "application/json" && !nlohmann::json::accept(a.body)) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  auto* l = new megacorp::library();  // kept for the process
  megacorp::diagnostics d;
  l->add_path(megacorp::bundled_cards_dir(), d);
  l->check(d);
  if (d.has_errors()) std::abort();
  lib = l;
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  megacorp::serve::serve_limits limits;
  limits.max_games = 3;
  limits.max_turns = 12;
  limits.max_mcts_iterations = 8;
  megacorp::serve::handler h(*lib, limits, {"127.0.0.1", 8080});
  std::string_view input(reinterpret_cast<const char*>(data), size);
  for (std::size_t n = 0; n < max_requests && !input.empty(); ++n) {
    const std::size_t end = input.find('\0');
    check_answer(h.handle(parse(input.substr(0, end))));
    input = end == std::string_view::npos ? std::string_view{} : input.substr(end + 1);
  }
  return 0;
}
