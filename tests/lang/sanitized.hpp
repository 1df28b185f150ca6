// MEGACORP_TEST_SANITIZED: defined in a build with AddressSanitizer, by GCC
// (__SANITIZE_ADDRESS__) or clang (__has_feature; clang 14 does not define GCC's macro).
#pragma once

#if defined(__SANITIZE_ADDRESS__)
#define MEGACORP_TEST_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define MEGACORP_TEST_SANITIZED 1
#endif
#endif
