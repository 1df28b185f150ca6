#include "faces/raster.hpp"

#include <cmath>
#include <memory>
#include <stdexcept>

#include <fmt/format.h>

#include <cairo-pdf.h>
#include <cairo.h>
#include <librsvg/rsvg.h>

namespace megacorp::faces {

namespace {

constexpr double pt_per_mm = 72.0 / 25.4;

struct handle_deleter {
  void operator()(RsvgHandle* h) const { g_object_unref(h); }
};
using handle_ptr = std::unique_ptr<RsvgHandle, handle_deleter>;

handle_ptr parsed(const std::string& svg) {
  GError* error = nullptr;
  RsvgHandle* h = rsvg_handle_new_from_data(reinterpret_cast<const guint8*>(svg.data()), svg.size(), &error);
  if (!h) {
    std::string why = error ? error->message : "unknown error";
    if (error) g_error_free(error);
    throw std::runtime_error("librsvg cannot read a face: " + why);
  }
  return handle_ptr(h);
}

// Draws the SVG into the rectangle (x, y, w, h) of `cr`, in the context's units.
void draw(cairo_t* cr, const std::string& svg, double x, double y, double w, double h) {
  handle_ptr handle = parsed(svg);
  RsvgRectangle viewport{x, y, w, h};
  GError* error = nullptr;
  if (!rsvg_handle_render_document(handle.get(), cr, &viewport, &error)) {
    std::string why = error ? error->message : "unknown error";
    if (error) g_error_free(error);
    throw std::runtime_error("librsvg cannot draw a face: " + why);
  }
}

void check(cairo_status_t status, const std::filesystem::path& file) {
  if (status != CAIRO_STATUS_SUCCESS)
    throw std::runtime_error("cannot write '" + file.string() + "': " + cairo_status_to_string(status));
}

// Short lines in the margins, continuing every card edge of the grid (none cross a card).
void cut_marks(cairo_t* cr, const sheet_layout& l) {
  const double gap = 1 * pt_per_mm, length = 5 * pt_per_mm;
  const double x0 = l.left() * pt_per_mm - gap, x1 = (l.left() + 3 * l.pitch_x()) * pt_per_mm + gap;
  const double y0 = l.top() * pt_per_mm - gap, y1 = (l.top() + 3 * l.pitch_y()) * pt_per_mm + gap;
  cairo_set_source_rgb(cr, 0, 0, 0);
  cairo_set_line_width(cr, 0.25);
  for (int i = 0; i < sheet_layout::columns; ++i)
    for (double x : {l.card_x(i), l.card_x(i) + l.card_width}) {
      cairo_move_to(cr, x * pt_per_mm, y0), cairo_line_to(cr, x * pt_per_mm, y0 - length);
      cairo_move_to(cr, x * pt_per_mm, y1), cairo_line_to(cr, x * pt_per_mm, y1 + length);
    }
  for (int j = 0; j < sheet_layout::rows; ++j)
    for (double y : {l.card_y(j), l.card_y(j) + l.card_height}) {
      cairo_move_to(cr, x0, y * pt_per_mm), cairo_line_to(cr, x0 - length, y * pt_per_mm);
      cairo_move_to(cr, x1, y * pt_per_mm), cairo_line_to(cr, x1 + length, y * pt_per_mm);
    }
  cairo_stroke(cr);
}

// The card's ground colour over its cut box grown by the bleed.
void bleed_ground(cairo_t* cr, const sheet_layout& l, const std::string& colour, double x, double y) {
  unsigned rgb = 0;
  if (colour.size() == 7 && colour[0] == '#') rgb = static_cast<unsigned>(std::stoul(colour.substr(1), nullptr, 16));
  cairo_set_source_rgb(cr, (rgb >> 16 & 255) / 255.0, (rgb >> 8 & 255) / 255.0, (rgb & 255) / 255.0);
  const double b = l.bleed * pt_per_mm;
  cairo_rectangle(cr, x - b, y - b, l.card_width * pt_per_mm + 2 * b, l.card_height * pt_per_mm + 2 * b);
  cairo_fill(cr);
}

// "PLAYTEST" at 6 pt, centred in the frame's strip below the traits bar: a proxy is marked.
void playtest_mark(cairo_t* cr, const sheet_layout& l, double x, double y) {
  const double w = l.card_width * pt_per_mm, h = l.card_height * pt_per_mm;
  cairo_select_font_face(cr, l.playtest_family.c_str(), CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size(cr, 6);
  cairo_text_extents_t e;
  cairo_text_extents(cr, "PLAYTEST", &e);
  cairo_set_source_rgba(cr, 1, 1, 1, 0.85);
  cairo_move_to(cr, x + (w - e.x_advance) / 2, y + h - 1.1 * pt_per_mm);
  cairo_show_text(cr, "PLAYTEST");
}

// One page: the cards [first, first + 9) in the grid, fronts or (mirrored) backs.
void page(cairo_t* cr, const std::vector<sheet_card>& cards, std::size_t first, const sheet_layout& l, bool backs) {
  const double w = l.card_width * pt_per_mm, h = l.card_height * pt_per_mm;
  for (std::size_t k = 0; k < 9 && first + k < cards.size(); ++k) {
    const int row = static_cast<int>(k) / sheet_layout::columns;
    int column = static_cast<int>(k) % sheet_layout::columns;
    if (backs) column = sheet_layout::columns - 1 - column;
    const sheet_card& c = cards[first + k];
    const double x = l.card_x(column) * pt_per_mm, y = l.card_y(row) * pt_per_mm;
    if (l.bleed > 0) bleed_ground(cr, l, backs ? c.back_ground : c.front_ground, x, y);
    draw(cr, backs ? c.back : c.front, x, y, w, h);
    if (!backs && !l.playtest_family.empty()) playtest_mark(cr, l, x, y);
  }
  cut_marks(cr, l);
  cairo_show_page(cr);
}

}  // namespace

void write_png(const std::string& svg, const std::filesystem::path& file, double dpi) {
  handle_ptr handle = parsed(svg);
  double w = 0, h = 0;
  if (!rsvg_handle_get_intrinsic_size_in_pixels(handle.get(), &w, &h)) throw std::runtime_error("a face without a size");
  rsvg_handle_set_dpi(handle.get(), dpi);
  rsvg_handle_get_intrinsic_size_in_pixels(handle.get(), &w, &h);
  cairo_surface_t* surface =
      cairo_image_surface_create(CAIRO_FORMAT_ARGB32, static_cast<int>(std::ceil(w)), static_cast<int>(std::ceil(h)));
  cairo_t* cr = cairo_create(surface);
  std::string error;
  try {
    draw(cr, svg, 0, 0, w, h);
  } catch (const std::exception& e) {
    error = e.what();
  }
  cairo_destroy(cr);
  const cairo_status_t status = error.empty() ? cairo_surface_write_to_png(surface, file.string().c_str()) : CAIRO_STATUS_SUCCESS;
  cairo_surface_destroy(surface);
  if (!error.empty()) throw std::runtime_error(error);
  check(status, file);
}

bool paper_named(std::string_view name, paper& out) {
  if (name == "a4") out = {"a4", 210, 297};
  else if (name == "letter") out = {"letter", 215.9, 279.4};
  else return false;
  return true;
}

void write_sheet(const std::vector<sheet_card>& cards, const sheet_layout& l, const std::filesystem::path& file) {
  if (l.left() < 6 || l.top() < 6)
    throw std::runtime_error(fmt::format("nine cards of {} x {} mm, {} mm of bleed and their cut marks do not fit a {} page",
                                         l.card_width, l.card_height, l.bleed, l.page.name));
  cairo_surface_t* surface =
      cairo_pdf_surface_create(file.string().c_str(), l.page.width * pt_per_mm, l.page.height * pt_per_mm);
  if (cairo_status_t status = cairo_surface_status(surface); status != CAIRO_STATUS_SUCCESS) {
    cairo_surface_destroy(surface);
    check(status, file);
  }
  cairo_t* cr = cairo_create(surface);
  std::string error;
  try {
    for (std::size_t first = 0; first < cards.size(); first += 9) {
      page(cr, cards, first, l, false);
      page(cr, cards, first, l, true);
    }
  } catch (const std::exception& e) {
    error = e.what();
  }
  cairo_destroy(cr);
  cairo_surface_finish(surface);
  const cairo_status_t status = cairo_surface_status(surface);
  cairo_surface_destroy(surface);
  if (!error.empty()) throw std::runtime_error(error);
  check(status, file);
}

}  // namespace megacorp::faces
