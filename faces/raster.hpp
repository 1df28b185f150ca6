// Faces turned into print: a PNG per face and a PDF sheet of cards at real size, drawn by
// librsvg on cairo (Debian's librsvg2 and cairo; no browser). docs/faces.md, "Print".
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace megacorp::faces {

// The SVG drawn at `dpi` into a PNG file; throws std::runtime_error saying why it cannot.
void write_png(const std::string& svg, const std::filesystem::path& file, double dpi);

struct paper {
  std::string name;
  double width = 0, height = 0;  // mm
};
// "a4" or "letter"; false for another name.
bool paper_named(std::string_view name, paper& out);

struct sheet_card {
  std::string front;  // SVG
  std::string back;   // SVG
  std::string front_ground = "#ffffff", back_ground = "#ffffff";  // the colours the bleed extends, #rrggbb
};

struct sheet_layout {
  paper page;
  double card_width = 63, card_height = 88;  // mm
  std::string playtest_family;  // non-empty: "PLAYTEST" in this family at the foot of each front
  double bleed = 0;             // mm of each card's ground printed beyond its cut line
  static constexpr int columns = 3, rows = 3;
  double pitch_x() const { return card_width + 2 * bleed; }
  double pitch_y() const { return card_height + 2 * bleed; }
  // The grid's top-left corner on the page, bleed included: the grid centred.
  double left() const { return (page.width - columns * pitch_x()) / 2; }
  double top() const { return (page.height - rows * pitch_y()) / 2; }
  // The top-left corner of the cut box of the card in column `i`, row `j`.
  double card_x(int i) const { return left() + i * pitch_x() + bleed; }
  double card_y(int j) const { return top() + j * pitch_y() + bleed; }
};

// Nine cards per page at real size (apart by twice the bleed, each card's ground extended
// into it), cut marks in the margins at every card edge, each
// page of fronts followed by a page of their backs mirrored left to right, so a sheet
// printed on both sides (flipped on the long edge) puts each back behind its front.
// Throws std::runtime_error when the grid does not fit the paper or the file cannot be written.
void write_sheet(const std::vector<sheet_card>& cards, const sheet_layout& layout, const std::filesystem::path& file);

}  // namespace megacorp::faces
