// JSON answers (serve/reply.hpp).
#include "serve/reply.hpp"

namespace megacorp::serve {

response json_reply(int status, const json& body) {
  response r;
  r.status = status;
  r.body = body.dump(-1, ' ', false, json::error_handler_t::replace);
  r.body += '\n';
  return r;
}

response error_reply(int status, const std::string& message) { return json_reply(status, {{"error", message}}); }

}  // namespace megacorp::serve
