// Reading one input under the project's input rule (docs/install.md, "Inputs"): a regular
// file or standard input, at most a size limit, never blocking on a FIFO or reading a device.
#pragma once

#include <cstddef>
#include <filesystem>
#include <string>

namespace megacorp {

// The most bytes one input may hold; a larger one is refused before it is parsed (a
// parsed file takes about 60 times its size in memory).
inline constexpr std::size_t max_input_bytes = std::size_t{4} << 20;  // 4 MiB

// Reads `path`, or standard input when it is "-", into `text`. Only regular files are
// read: FIFOs, devices and sockets are refused without waiting on them (the file is opened
// with O_NONBLOCK and checked with fstat before any read). At most limit + 1 bytes are read.
// False, with `error` saying why, when it cannot be read or holds more than `limit` bytes.
bool read_input(const std::filesystem::path& path, std::string& text, std::string& error,
                std::size_t limit = max_input_bytes);

// Whether `path` names a regular file of at most `limit` bytes (following links); when not,
// `error` says why. For listing a folder without reading what will be skipped.
bool readable_input(const std::filesystem::path& path, std::string& error, std::size_t limit = max_input_bytes);

// "4 MiB" for 4 << 20: a limit as people read it.
std::string size_text(std::size_t bytes);

}  // namespace megacorp
