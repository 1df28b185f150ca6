// Text metrics from a font file: FreeType loads the face, HarfBuzz shapes the text, so line
// breaks follow the advances every renderer of the same font draws (docs/faces.md).
#pragma once

#include <memory>
#include <string>
#include <string_view>

namespace megacorp::faces {

class font {
 public:
  // Loads `path`; throws std::runtime_error naming the file when it cannot.
  explicit font(const std::string& path);
  ~font();
  font(const font&) = delete;
  font& operator=(const font&) = delete;

  // The advance of `text` (UTF-8, one line) shaped at `size` (any unit: the result is in
  // the same unit), unhinted, with the font's kerning.
  double width(std::string_view text, double size) const;
  // Above and below the baseline, per unit of size (the font's ascender and descender).
  double ascent() const { return ascent_; }
  double descent() const { return descent_; }
  const std::string& path() const { return path_; }

 private:
  struct impl;
  std::unique_ptr<impl> impl_;
  std::string path_;
  double ascent_ = 0.8;
  double descent_ = 0.2;
};

}  // namespace megacorp::faces
