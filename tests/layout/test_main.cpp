// Catch2 main for the formatter tests.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
