#include "faces/art.hpp"

#include "input/image.hpp"
#include "input/read.hpp"

namespace megacorp::faces {

std::string base64(std::string_view bytes) {
  static constexpr char digits[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  out.reserve((bytes.size() + 2) / 3 * 4);
  for (std::size_t i = 0; i < bytes.size(); i += 3) {
    const std::size_t n = bytes.size() - i < 3 ? bytes.size() - i : 3;
    unsigned v = 0;
    for (std::size_t k = 0; k < 3; ++k) v = (v << 8) | (k < n ? static_cast<unsigned char>(bytes[i + k]) : 0u);
    for (std::size_t k = 0; k < 4; ++k) out += k <= n ? digits[(v >> (18 - 6 * k)) & 63] : '=';
  }
  return out;
}

std::optional<std::string> art_data_uri(const checked::card& c) {
  if (c.art_file.empty()) return std::nullopt;
  std::string bytes, why;
  if (!read_input(c.art_file, bytes, why, max_art_bytes)) return std::nullopt;
  const image_type t = sniff_image(bytes);
  if (t == image_type::none) return std::nullopt;
  return std::string("data:") + mime_type(t) + ";base64," + base64(bytes);
}

}  // namespace megacorp::faces
