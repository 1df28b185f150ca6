// The request handler (serve/handler.hpp): the guards every request passes, then the route.
#include "serve/handler.hpp"

#include <exception>

#include <fmt/format.h>

#include "serve/call.hpp"
#include "serve/reply.hpp"

namespace megacorp::serve {

handler::handler(const library& lib, serve_limits limits, own_address own)
    : lib_(lib), limits_(limits), own_(std::move(own)), games_(limits.max_games) {}

void handler::set_address(own_address own) {
  std::lock_guard lock(mutex_);
  own_ = std::move(own);
}

std::size_t handler::open_games() {
  std::lock_guard lock(mutex_);
  return games_.size();
}

// In order: the request is addressed to this server (403), its body is within the limit
// (413), its target is a path (414, 400); then the route.
response handler::checked(const request& r) {
  if (std::string why = foreign_request(own_, r.host, r.origin); !why.empty()) return error_reply(403, why);
  if (r.body.size() > limits_.max_body)
    return error_reply(413, fmt::format("the body holds {} bytes; a request body may hold at most {} bytes",
                                        r.body.size(), limits_.max_body));
  std::string error;
  const std::optional<target> where = parse_target(r.target, error);
  if (!where) return error_reply(r.target.size() > max_target_bytes ? 414 : 400, error);
  return dispatch(r, *where, {lib_, limits_, games_});
}

response handler::answer(const request& r) {
  try {
    return checked(r);
  } catch (const http_error& e) {
    return error_reply(e.status, e.what());
  } catch (const std::exception& e) {
    return error_reply(500, fmt::format("the server failed to answer: {}", e.what()));
  } catch (...) {
    return error_reply(500, "the server failed to answer");
  }
}

response handler::handle(const request& r) {
  std::lock_guard lock(mutex_);
  response out = answer(r);
  out.headers.emplace_back("Cache-Control", "no-store");
  out.headers.emplace_back("X-Content-Type-Options", "nosniff");
  // The table's page loads only its own files, and no other site may frame it.
  out.headers.emplace_back("Content-Security-Policy", "default-src 'self'; frame-ancestors 'none'");
  out.headers.emplace_back("Referrer-Policy", "no-referrer");
  return out;
}

}  // namespace megacorp::serve
