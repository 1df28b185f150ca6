// The card face renderer: a template and its fonts, laying out checked cards and the two
// card backs as faces, and writing them as SVG (docs/faces.md).
#pragma once

#include <memory>
#include <string>

#include "faces/face.hpp"
#include "faces/face_template.hpp"
#include "faces/font.hpp"
#include "ir/checked.hpp"

namespace megacorp::faces {

enum class back_kind { main, resource };

class renderer {
 public:
  // Loads the template's fonts; throws std::runtime_error naming a font it cannot load.
  explicit renderer(face_template t);

  face front(const checked::card& c) const;
  face back(back_kind k) const;
  std::string front_svg(const checked::card& c) const;
  std::string back_svg(back_kind k) const;

  const face_template& style() const { return t_; }
  const font& regular() const { return *regular_; }
  const font& bold() const { return *bold_; }

 private:
  face_template t_;
  std::unique_ptr<font> regular_, bold_;
};

}  // namespace megacorp::faces
