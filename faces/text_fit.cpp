#include "faces/text_fit.hpp"

#include "faces/face_template.hpp"

namespace megacorp::faces {

std::vector<std::string> wrap(const font& f, std::string_view text, double size, double width) {
  std::vector<std::string> lines;
  std::string line;
  std::size_t i = 0;
  while (i < text.size()) {
    std::size_t j = text.find_first_of(" \t\r\n", i);
    if (j == std::string_view::npos) j = text.size();
    std::string_view word = text.substr(i, j - i);
    i = j + 1;
    if (word.empty()) continue;
    std::string longer = line.empty() ? std::string(word) : line + ' ' + std::string(word);
    if (line.empty() || f.width(longer, size) <= width) {
      line = std::move(longer);
    } else {
      lines.push_back(std::move(line));
      line = std::string(word);
    }
  }
  if (!line.empty()) lines.push_back(std::move(line));
  return lines;
}

double height_of(const fit_result& r) {
  double h = 0;
  for (const auto& p : r.paragraphs)
    if (!p.lines.empty()) h += (static_cast<double>(p.lines.size()) + (h > 0 ? p.source->gap_before : 0)) * leading * r.size;
  return h;
}

namespace {

fit_result fit_at(const std::vector<paragraph>& ps, double size, double width, double height) {
  fit_result r{size, {}, true};
  for (const auto& p : ps) {
    r.paragraphs.push_back({&p, wrap(*p.f, p.text, size, width)});
    for (const auto& l : r.paragraphs.back().lines)
      if (p.f->width(l, size) > width) r.fits = false;
  }
  // The last line's descent fits inside the leading's spare room below the baseline.
  if (height_of(r) > height) r.fits = false;
  return r;
}

}  // namespace

fit_result fit(const std::vector<paragraph>& ps, double max_size, double width, double height) {
  for (double pt = max_size; pt > min_pt; pt -= shrink_step_pt) {
    fit_result r = fit_at(ps, pt * mm_per_pt, width, height);
    if (r.fits) return r;
  }
  return fit_at(ps, min_pt * mm_per_pt, width, height);
}

}  // namespace megacorp::faces
