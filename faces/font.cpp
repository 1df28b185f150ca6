#include "faces/font.hpp"

#include <stdexcept>

#include <ft2build.h>
#include FT_FREETYPE_H
#include <hb-ft.h>
#include <hb.h>

namespace megacorp::faces {

namespace {
// Shaped at this many pixels per em, then scaled: advances are linear in the size when
// unhinted, and 1000 keeps 26.6 rounding below 0.0001 em.
constexpr double em_pixels = 1000.0;
}  // namespace

struct font::impl {
  FT_Library lib = nullptr;
  FT_Face face = nullptr;
  hb_font_t* hb = nullptr;
  hb_buffer_t* buffer = nullptr;
  ~impl() {
    if (buffer) hb_buffer_destroy(buffer);
    if (hb) hb_font_destroy(hb);  // drops its own reference to the face
    if (face) FT_Done_Face(face);
    if (lib) FT_Done_FreeType(lib);
  }
};

font::font(const std::string& path) : impl_(std::make_unique<impl>()), path_(path) {
  if (FT_Init_FreeType(&impl_->lib)) throw std::runtime_error("cannot start FreeType");
  if (FT_New_Face(impl_->lib, path.c_str(), 0, &impl_->face))
    throw std::runtime_error("cannot load the font '" + path + "' (scripts/setup.sh installs fonts-dejavu-core)");
  FT_Set_Char_Size(impl_->face, 0, static_cast<FT_F26Dot6>(em_pixels * 64), 72, 72);
  impl_->hb = hb_ft_font_create_referenced(impl_->face);
  hb_ft_font_set_load_flags(impl_->hb, FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP);
  impl_->buffer = hb_buffer_create();
  const double upem = impl_->face->units_per_EM;
  ascent_ = impl_->face->ascender / upem;
  descent_ = -impl_->face->descender / upem;
}

font::~font() = default;

double font::width(std::string_view text, double size) const {
  hb_buffer_t* buf = impl_->buffer;
  hb_buffer_reset(buf);
  hb_buffer_add_utf8(buf, text.data(), static_cast<int>(text.size()), 0, static_cast<int>(text.size()));
  hb_buffer_guess_segment_properties(buf);
  hb_shape(impl_->hb, buf, nullptr, 0);
  unsigned n = 0;
  const hb_glyph_position_t* pos = hb_buffer_get_glyph_positions(buf, &n);
  double advance = 0;
  for (unsigned i = 0; i < n; ++i) advance += pos[i].x_advance;
  return advance / 64.0 / em_pixels * size;
}

}  // namespace megacorp::faces
