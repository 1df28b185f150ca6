// Line breaking and fitting: words broken into lines by their shaped widths, and a box's
// paragraphs shrunk step by step until they fit, never below min_pt (docs/faces.md).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "faces/font.hpp"

namespace megacorp::faces {

// `text` broken at blanks (space, tab, line break) into lines no wider than `width` at `size` (greedy, first fit);
// a word wider than `width` stands alone on its line (the fit then fails).
std::vector<std::string> wrap(const font& f, std::string_view text, double size, double width);

struct paragraph {
  std::string text;
  const font* f = nullptr;
  bool bold = false;  // f is the bold font
  std::string fill;
  std::string role;
  double gap_before = 0;  // in lines of the paragraph's size
};

struct fitted_paragraph {
  const paragraph* source = nullptr;
  std::vector<std::string> lines;
};

struct fit_result {
  double size = 0;  // mm
  std::vector<fitted_paragraph> paragraphs;
  bool fits = false;
};

// Line height as a multiple of the size.
inline constexpr double leading = 1.2;
// Each step of shrinking, in points.
inline constexpr double shrink_step_pt = 0.25;

// The largest size from `max_size` down to min_pt, by shrink_step_pt, at which the
// paragraphs fit a box `width` x `height` (mm); at min_pt with fits false when none does.
fit_result fit(const std::vector<paragraph>& ps, double max_size, double width, double height);
// The height the fitted paragraphs take.
double height_of(const fit_result& r);

}  // namespace megacorp::faces
