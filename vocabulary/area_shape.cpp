// ACROSSxALONG, each side 1..max_area_side (001 Glossary AREA ATTACK: "2x2, 3x3, 3x1 etc.").
#include "vocabulary/area_shape.hpp"

#include <charconv>

namespace megacorp {

std::optional<engine::area_shape> area_shape_of(std::string_view text) {
  const std::size_t x = text.find('x');
  if (x == std::string_view::npos) return std::nullopt;
  int across = 0, along = 0;
  const auto a = std::from_chars(text.data(), text.data() + x, across);
  const auto b = std::from_chars(text.data() + x + 1, text.data() + text.size(), along);
  if (a.ec != std::errc{} || a.ptr != text.data() + x || b.ec != std::errc{} || b.ptr != text.data() + text.size())
    return std::nullopt;
  if (across < 1 || along < 1 || across > engine::max_area_side || along > engine::max_area_side) return std::nullopt;
  return engine::area_shape{.across = across, .along = along};
}

}  // namespace megacorp
