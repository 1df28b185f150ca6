#include "lsp/text_position.hpp"

#include <filesystem>

namespace megacorp::lsp {

namespace {

// Bytes in the UTF-8 sequence that starts with `c` (a stray byte counts as one).
std::uint32_t sequence_length(unsigned char c) {
  if (c >= 0xF0 && c < 0xF8) return 4;
  if (c >= 0xE0) return c < 0xF0 ? 3 : 1;
  if (c >= 0xC0) return 2;
  return 1;
}

std::uint32_t line_end(std::string_view text, std::uint32_t start) {
  std::size_t nl = text.find('\n', start);
  std::uint32_t end = nl == std::string_view::npos ? static_cast<std::uint32_t>(text.size()) : static_cast<std::uint32_t>(nl);
  if (end > start && text[end - 1] == '\r') --end;
  return end;
}

}  // namespace

std::uint32_t offset_of(std::string_view text, position p) {
  std::uint32_t start = 0;
  for (std::uint32_t line = 0; line < p.line; ++line) {
    std::size_t nl = text.find('\n', start);
    if (nl == std::string_view::npos) return static_cast<std::uint32_t>(text.size());
    start = static_cast<std::uint32_t>(nl + 1);
  }
  std::uint32_t end = line_end(text, start);
  std::uint32_t units = 0;
  std::uint32_t i = start;
  while (i < end && units < p.character) {
    std::uint32_t n = sequence_length(static_cast<unsigned char>(text[i]));
    if (i + n > end) n = 1;
    units += n == 4 ? 2 : 1;  // a code point outside the BMP is a surrogate pair
    i += n;
  }
  return i;
}

position position_of(std::string_view text, std::uint32_t offset) {
  if (offset > text.size()) offset = static_cast<std::uint32_t>(text.size());
  position p;
  std::uint32_t start = 0;
  for (std::size_t nl = text.find('\n'); nl != std::string_view::npos && nl < offset; nl = text.find('\n', nl + 1)) {
    ++p.line;
    start = static_cast<std::uint32_t>(nl + 1);
  }
  for (std::uint32_t i = start; i < offset;) {
    std::uint32_t n = sequence_length(static_cast<unsigned char>(text[i]));
    if (i + n > offset) n = 1;  // an offset inside a sequence counts its bytes as stray
    p.character += n == 4 ? 2 : 1;
    i += n;
  }
  return p;
}

nlohmann::json to_json(position p) { return {{"line", p.line}, {"character", p.character}}; }

position position_from_json(const nlohmann::json& j) {
  return {j.at("line").get<std::uint32_t>(), j.at("character").get<std::uint32_t>()};
}

nlohmann::json range_json(std::string_view text, std::uint32_t begin, std::uint32_t end) {
  return {{"start", to_json(position_of(text, begin))}, {"end", to_json(position_of(text, std::max(begin, end)))}};
}

std::string path_of_uri(std::string_view uri) {
  constexpr std::string_view scheme = "file://";
  if (uri.substr(0, scheme.size()) != scheme) return {};
  uri.remove_prefix(scheme.size());
  std::string out;
  for (std::size_t i = 0; i < uri.size(); ++i) {
    if (uri[i] == '%' && i + 2 < uri.size() && std::isxdigit(static_cast<unsigned char>(uri[i + 1])) &&
        std::isxdigit(static_cast<unsigned char>(uri[i + 2]))) {
      out += static_cast<char>(std::stoi(std::string(uri.substr(i + 1, 2)), nullptr, 16));
      i += 2;
    } else {
      out += uri[i];
    }
  }
  return out;
}

std::string uri_of_path(std::string_view path) {
  std::string absolute = std::filesystem::absolute(std::filesystem::path(path)).lexically_normal().string();
  std::string out = "file://";
  static const char* hex = "0123456789ABCDEF";
  for (unsigned char c : absolute) {
    if (std::isalnum(c) || c == '/' || c == '-' || c == '.' || c == '_' || c == '~') {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += hex[c >> 4];
      out += hex[c & 15];
    }
  }
  return out;
}

}  // namespace megacorp::lsp
