#include "input/image.hpp"

namespace megacorp {

namespace {

bool looks_like_svg(std::string_view bytes) {
  if (bytes.starts_with("\xEF\xBB\xBF")) bytes.remove_prefix(3);
  const std::size_t first = bytes.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos || bytes[first] != '<') return false;
  return bytes.substr(0, 4096).find("<svg") != std::string_view::npos;
}

}  // namespace

image_type sniff_image(std::string_view bytes) {
  if (bytes.starts_with(std::string_view("\x89PNG\r\n\x1A\n", 8))) return image_type::png;
  if (bytes.starts_with("\xFF\xD8\xFF")) return image_type::jpeg;
  if (looks_like_svg(bytes)) return image_type::svg;
  return image_type::none;
}

const char* mime_type(image_type t) {
  switch (t) {
    case image_type::png: return "image/png";
    case image_type::jpeg: return "image/jpeg";
    case image_type::svg: return "image/svg+xml";
    case image_type::none: break;
  }
  return "";
}

}  // namespace megacorp
