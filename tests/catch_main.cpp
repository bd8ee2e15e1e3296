// Catch2's main lives alone in this file: it is slow to compile and never changes.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
