#include "faces/svg.hpp"

#include <cctype>
#include <cmath>
#include <numbers>

#include <fmt/format.h>

namespace megacorp::faces {

namespace {

// The corners of a regular polygon of `n` sides in the square `b`, the first at the top.
std::string polygon(const box& b, int n, double turn) {
  const double r = b.w / 2, cx = b.x + r, cy = b.y + b.h / 2;
  std::string pts;
  for (int i = 0; i < n; ++i) {
    const double a = turn + 2 * std::numbers::pi * i / n - std::numbers::pi / 2;
    pts += fmt::format("{}{:.3f},{:.3f}", i ? " " : "", cx + r * std::cos(a), cy + r * std::sin(a));
  }
  return pts;
}

std::string paint(const shape& s) {
  std::string out = fmt::format(R"~( fill="{}")~", s.fill);
  if (s.stroke != "none") out += fmt::format(R"~( stroke="{}" stroke-width="{:.2f}")~", s.stroke, s.stroke_width);
  if (s.opacity < 1) out += fmt::format(R"~( opacity="{:.2f}")~", s.opacity);
  return out;
}

std::string mark(const shape& s) {
  const box& b = s.at;
  switch (s.mark) {
    case mark_shape::circle:
      return fmt::format(R"~(<circle cx="{:.3f}" cy="{:.3f}" r="{:.3f}"{}/>)~", b.x + b.w / 2, b.y + b.h / 2, b.w / 2, paint(s));
    case mark_shape::hexagon: return fmt::format(R"~(<polygon points="{}"{}/>)~", polygon(b, 6, 0), paint(s));
    case mark_shape::triangle: return fmt::format(R"~(<polygon points="{}"{}/>)~", polygon(b, 3, 0), paint(s));
    case mark_shape::diamond: return fmt::format(R"~(<polygon points="{}"{}/>)~", polygon(b, 4, 0), paint(s));
    case mark_shape::square: break;
  }
  return fmt::format(R"~(<rect x="{:.3f}" y="{:.3f}" width="{:.3f}" height="{:.3f}"{}/>)~", b.x + b.w * 0.12,
                     b.y + b.h * 0.12, b.w * 0.76, b.h * 0.76, paint(s));
}

// Diagonal hatching clipped to the box: the art placeholder and the backs' pattern.
std::string stripes(const shape& s, int id) {
  const box& b = s.at;
  std::string out = fmt::format(R"~(<clipPath id="c{}"><rect x="{:.3f}" y="{:.3f}" width="{:.3f}" height="{:.3f}"/></clipPath>)~",
                                id, b.x, b.y, b.w, b.h);
  out += fmt::format(R"~(<g clip-path="url(#c{})" stroke="{}" stroke-width="0.6" opacity="{:.2f}">)~", id, s.fill, s.opacity);
  for (double d = -b.h; d < b.w; d += 3)
    out += fmt::format(R"~(<line x1="{:.3f}" y1="{:.3f}" x2="{:.3f}" y2="{:.3f}"/>)~", b.x + d, b.bottom(), b.x + d + b.h, b.y);
  return out + "</g>";
}

// The art: an image covering the box, centred, its aspect kept (`slice`), clipped to the
// box's rounded corners; embedded, so the file stays self-contained.
std::string image(const shape& s, int id) {
  const box& b = s.at;
  std::string out = fmt::format(
      R"~(<clipPath id="c{}"><rect x="{:.3f}" y="{:.3f}" width="{:.3f}" height="{:.3f}" rx="{:.2f}"/></clipPath>)~", id, b.x,
      b.y, b.w, b.h, s.radius);
  return out + fmt::format(R"~(<image class="art" x="{:.3f}" y="{:.3f}" width="{:.3f}" height="{:.3f}" )~"
                           R"~(preserveAspectRatio="xMidYMid slice" clip-path="url(#c{})" href="{}"/>)~",
                           b.x, b.y, b.w, b.h, id, xml_escaped(s.href));
}

std::string shape_svg(const shape& s, int id) {
  switch (s.what) {
    case shape::emblem: return mark(s);
    case shape::stripes: return stripes(s, id);
    case shape::image: return image(s, id);
    case shape::rect: break;
  }
  return fmt::format(R"~(<rect x="{:.3f}" y="{:.3f}" width="{:.3f}" height="{:.3f}" rx="{:.2f}"{}/>)~", s.at.x, s.at.y, s.at.w,
                     s.at.h, s.radius, paint(s));
}

}  // namespace

std::string xml_escaped(const std::string& s) {
  std::string out;
  for (char c : s) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
  return out;
}

std::string file_stem(const std::string& card_name) {
  std::string out;
  for (unsigned char ch : card_name) {
    if (std::isalnum(ch)) out += static_cast<char>(std::tolower(ch));
    else if (!out.empty() && out.back() != '-') out += '-';
  }
  while (!out.empty() && out.back() == '-') out.pop_back();
  return out.empty() ? "card" : out;
}

std::string to_svg(const face& f) {
  std::string out = fmt::format(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}mm\" height=\"{1}mm\" viewBox=\"0 0 {0} {1}\">\n"
      "<title>{2}</title>\n",
      f.width, f.height, xml_escaped(f.title));
  int id = 0;
  for (const shape& s : f.shapes) out += shape_svg(s, id++) + "\n";
  out += fmt::format("<g font-family=\"{}\" xml:space=\"preserve\">\n", xml_escaped(f.family));
  for (const text_line& l : f.lines)
    out += fmt::format(R"~(<text class="{}" x="{:.3f}" y="{:.3f}" font-size="{:.4f}"{} fill="{}">{}</text>)~", l.role, l.x,
                       l.baseline, l.size, l.bold ? R"~( font-weight="bold")~" : "", l.fill, xml_escaped(l.text)) + "\n";
  return out + "</g>\n</svg>\n";
}

}  // namespace megacorp::faces
