// A card's art (its `art:` field, docs/faces.md "Art") as a `data:` URI, so a face's SVG
// embeds its image and stays one self-contained file.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "ir/checked.hpp"

namespace megacorp::faces {

// `bytes` in base64 (RFC 4648, with '=' padding).
std::string base64(std::string_view bytes);

// "data:image/png;base64,..." for the file the checker found for the card's `art:`
// (checked::card::art_file); nothing when the card has no art, or when the file can no
// longer be read or is no longer an image (the face then draws the placeholder).
std::optional<std::string> art_data_uri(const checked::card& c);

}  // namespace megacorp::faces
