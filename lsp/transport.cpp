#include "lsp/transport.hpp"

#include <istream>
#include <ostream>

namespace megacorp::lsp {

std::optional<frame> read_frame(std::istream& in, std::size_t max_body) {
  std::optional<std::size_t> length;
  std::string line;
  bool any = false;
  bool too_long = false;
  // Header lines are short; a longer one is not a header (its bytes are read and dropped).
  constexpr std::size_t max_line = 4096;
  auto read_line = [&] {
    line.clear();
    for (int c; (c = in.get()) != std::char_traits<char>::eof();) {
      if (c == '\n') return true;
      if (line.size() < max_line) line += static_cast<char>(c);
      else too_long = true;
    }
    return !line.empty();
  };
  while (read_line()) {
    any = true;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty()) break;  // the end of the header
    constexpr std::string_view key = "content-length:";
    if (line.size() > key.size()) {
      std::string lower = line.substr(0, key.size());
      for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      if (lower == key) {
        try {
          std::size_t used = 0;
          std::string digits = line.substr(key.size());
          unsigned long long n = std::stoull(digits, &used);
          if (digits.find_first_not_of(" \t0123456789") == std::string::npos) length = static_cast<std::size_t>(n);
        } catch (const std::exception&) {
        }
      }
    }
  }
  if (!any || in.eof()) return std::nullopt;
  frame f;
  if (too_long) {
    f.error = "a header line longer than 4096 bytes";
    return f;
  }
  if (!length) {
    f.error = "missing or invalid Content-Length header";
    return f;
  }
  if (*length > max_body) {
    in.ignore(static_cast<std::streamsize>(*length));
    if (!in) return std::nullopt;
    f.error = "message of " + std::to_string(*length) + " bytes is larger than the limit";
    return f;
  }
  f.body.resize(*length);
  in.read(f.body.data(), static_cast<std::streamsize>(*length));
  if (static_cast<std::size_t>(in.gcount()) != *length) return std::nullopt;
  return f;
}

bool write_message(std::ostream& out, const nlohmann::json& message) {
  std::string body = message.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  out << "Content-Length: " << body.size() << "\r\n\r\n" << body;
  out.flush();
  return static_cast<bool>(out);
}

}  // namespace megacorp::lsp
