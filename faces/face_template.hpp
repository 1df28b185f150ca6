// A face template: the frame's geometry, colours, marks and fonts as data, read from a
// plain text file a modder can copy (docs/faces.md). Lengths are millimetres, font sizes
// points; the built-in template is default_template_text().
#pragma once

#include <array>
#include <filesystem>
#include <string>
#include <string_view>

#include "engine/types.hpp"

namespace megacorp::faces {

struct box {
  double x = 0, y = 0, w = 0, h = 0;
  double right() const { return x + w; }
  double bottom() const { return y + h; }
};

// The mark drawn beside the colour, so a faction reads without colour.
enum class mark_shape { hexagon, circle, triangle, square, diamond };

struct faction_style {
  std::string colour = "#666666";
  mark_shape mark = mark_shape::square;
};

// Factions in engine::faction order: none, corp, incarnate, gnost.
inline constexpr std::size_t faction_count = engine::faction_count;

struct face_template {
  std::string name = "default";
  double width = 63, height = 88, corner = 3;  // 001: cards are 63 x 88 mm
  box title, art, type, tags, text, traits;
  std::array<faction_style, faction_count> factions;
  std::string panel = "#f6f1e7";   // the boxes' ground
  std::string ink = "#1b1b1b";     // text
  std::string muted = "#5a5348";   // flavour, labels
  std::string back = "#20232a";    // the backs' ground
  std::string resource_back = "#3b4a2a";
  std::string family = "DejaVu Sans";
  std::string regular_file, bold_file;  // absolute, or relative to the template's folder
  double name_pt = 9, type_pt = 6.5, text_pt = 8, traits_pt = 9;
};

// The floor of every font size on a face at real size (issue 30: nothing squeezed).
inline constexpr double min_pt = 6.0;
// Millimetres per point (1 pt = 1/72 in).
inline constexpr double mm_per_pt = 25.4 / 72.0;

// The built-in template's text.
std::string_view default_template_text();
// Reads a template's text; `where` names it in errors. Relative font files are resolved
// against `dir`. Throws std::runtime_error "WHERE:LINE: what is wrong" on a bad line, an
// unknown key, or a box outside the card.
face_template parse_template(std::string_view text, const std::string& where, const std::filesystem::path& dir);
face_template default_template();

}  // namespace megacorp::faces
