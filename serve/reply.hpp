// Answers as the API sends them (docs/play.md, "The server"): JSON bodies, and errors as
// {"error": "..."} with the status that says what kind of error it is. An endpoint throws
// http_error; the handler turns it into the answer.
#pragma once

#include <stdexcept>
#include <string>

#include "serve/http_message.hpp"
#include "session/card_json.hpp"

namespace megacorp::serve {

using session::json;

// A request the server refuses: the status (4xx) and a message naming what was wrong.
struct http_error : std::runtime_error {
  http_error(int status_, const std::string& message) : std::runtime_error(message), status(status_) {}
  int status;
};

// `body` as the answer's JSON; invalid UTF-8 in it (echoed from a request) is replaced.
response json_reply(int status, const json& body);
// {"error": message} with `status`.
response error_reply(int status, const std::string& message);

}  // namespace megacorp::serve
