#include "faces/layout_parts.hpp"

#include <fmt/format.h>

namespace megacorp::faces {

namespace {

void misfit(face& out, const std::string& what) {
  if (out.fits) out.misfit = what;
  out.fits = false;
}

text_line line_at(const font& f, const std::string& text, double size, double x, double baseline) {
  text_line l;
  l.text = text;
  l.size = size;
  l.x = x;
  l.baseline = baseline;
  l.width = f.width(text, size);
  l.ascent = f.ascent() * size;
  l.descent = f.descent() * size;
  return l;
}

}  // namespace

text_line place_line(face& out, const font& f, const std::string& text, double pt, double floor_pt, box frame,
                     double x, double room, align a) {
  auto too_big = [&](double size) { return f.width(text, size) > room || (f.ascent() + f.descent()) * size > frame.h; };
  while (too_big(pt * mm_per_pt) && pt - shrink_step_pt >= floor_pt) pt -= shrink_step_pt;
  const double size = pt * mm_per_pt;
  if (too_big(size)) misfit(out, fmt::format("\"{}\" does not fit its box at {} pt", text, pt));
  const double w = f.width(text, size);
  const double left = a == align::left ? x : a == align::centre ? x + (room - w) / 2 : x + room - w;
  // Centred on the ink's extent: the middle of ascent..descent at the middle of the frame.
  const double baseline = frame.y + frame.h / 2 + (f.ascent() - f.descent()) * size / 2;
  text_line l = line_at(f, text, size, left, baseline);
  l.frame = frame;
  return l;
}

void place_block(face& out, const std::vector<paragraph>& ps, double max_pt, box frame) {
  const fit_result r = fit(ps, max_pt, frame.w, frame.h);
  if (!r.fits) misfit(out, fmt::format("the text does not fit its box ({:.1f} x {:.1f} mm) at {} pt", frame.w, frame.h, min_pt));
  const double slot = leading * r.size;
  double top = frame.y;  // top-aligned
  bool first = true;
  for (const auto& p : r.paragraphs) {
    if (p.lines.empty()) continue;
    if (!first) top += p.source->gap_before * slot;
    // Flavour is set apart by a hairline across the box, in the gap above it.
    if (!first && p.source->role == "flavour")
      out.shapes.push_back({shape::rect, {frame.x + frame.w * 0.2, top - p.source->gap_before * slot / 2 - 0.075, frame.w * 0.6, 0.15},
                            p.source->fill, "none", 0, 0, 0.5});
    first = false;
    const font& f = *p.source->f;
    for (const auto& text : p.lines) {
      const double baseline = top + (slot - (f.ascent() + f.descent()) * r.size) / 2 + f.ascent() * r.size;
      text_line l = line_at(f, text, r.size, frame.x, baseline);
      l.bold = p.source->bold;
      l.fill = p.source->fill;
      l.role = p.source->role;
      l.frame = frame;
      out.lines.push_back(std::move(l));
      top += slot;
    }
  }
}

}  // namespace megacorp::faces
