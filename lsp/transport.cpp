// The LSP base protocol: Content-Length framing of JSON-RPC messages over streams.
#include "lsp/transport.hpp"

#include <charconv>
#include <istream>
#include <ostream>

namespace megacorp::lsp {

namespace {

// The value of a Content-Length header (after the colon): digits between blanks, or nothing.
std::optional<std::size_t> length_value(std::string_view text) {
  const std::size_t first = text.find_first_not_of(" \t");
  const std::size_t last = text.find_last_not_of(" \t");
  if (first == std::string_view::npos) return std::nullopt;
  const std::string_view digits = text.substr(first, last - first + 1);
  std::size_t n = 0;
  auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), n);
  if (ec != std::errc() || end != digits.data() + digits.size()) return std::nullopt;  // not digits, or too large
  return n;
}

}  // namespace

std::optional<frame> read_frame(std::istream& in, std::size_t max_body) {
  std::optional<std::size_t> length;
  std::string line;
  bool any = false;
  bool too_long = false;
  auto read_line = [&] {
    line.clear();
    for (int c; (c = in.get()) != std::char_traits<char>::eof();) {
      if (c == '\n') return true;
      if (line.size() < max_header_line) line += static_cast<char>(c);
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
      if (lower == key) length = length_value(std::string_view(line).substr(key.size()));
    }
  }
  if (!any || in.eof()) return std::nullopt;
  frame f;
  if (too_long) {
    f.error = "a header line longer than " + std::to_string(max_header_line) + " bytes";
    return f;
  }
  if (!length) {
    f.error = "missing or invalid Content-Length header";
    return f;
  }
  if (*length > max_body) {
    in.ignore(static_cast<std::streamsize>(*length));
    if (!in) return std::nullopt;
    f.error = "message of " + std::to_string(*length) + " bytes is larger than the limit of " +
              std::to_string(max_body) + " bytes";
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
