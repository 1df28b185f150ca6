// Card faces for the editor's hover: a card's face drawn as SVG into a cache folder
// ($XDG_CACHE_HOME/megacorp/faces, else $HOME/.cache/megacorp/faces), so the hover can link
// it (docs/editors.md). The renderer is made on first use; if its fonts or the folder fail,
// the hover simply has no link.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "faces/renderer.hpp"
#include "ir/checked.hpp"

namespace megacorp::lsp {

class face_cache {
 public:
  // The file URI of `c`'s face as it is now, written if it is not there yet; nullopt when
  // it cannot be drawn or written. The file's name holds a hash of the SVG, so an edited
  // card gets a new file and a viewer never shows a stale face.
  std::optional<std::string> uri(const checked::card& c);

 private:
  std::optional<faces::renderer> renderer_;
  std::filesystem::path dir_;
  bool failed_ = false;
};

}  // namespace megacorp::lsp
