// What kind of image a file holds, read from its first bytes (never from its name): the
// art a card's `art:` field names (docs/faces.md, "Art").
#pragma once

#include <cstddef>
#include <string_view>

namespace megacorp {

enum class image_type { none, png, jpeg, svg };

// The most bytes an art file may hold: a face embeds its image (about 4/3 of it as base64),
// and 1 MiB is ample for the art box at 300 dpi.
inline constexpr std::size_t max_art_bytes = std::size_t{1} << 20;

// PNG: its 8-byte signature; JPEG: FF D8 FF; SVG: text (after a byte-order mark and
// white space) that opens with '<' and has an `<svg` element in its first 4 KiB.
// none for anything else.
image_type sniff_image(std::string_view bytes);

// "image/png", "image/jpeg", "image/svg+xml"; "" for none.
const char* mime_type(image_type t);

}  // namespace megacorp
