# Cross-compiles the Qt-free targets (core, ai, the room server, gunjin-cli, gunjin-arena,
# gunjin-bench and their Catch2 tests) for 64-bit Windows with Debian's MinGW-w64
# (g++-mingw-w64-x86-64-posix: the posix thread model, which std::thread needs). The programs
# link statically, so each .exe runs alone; with wine64 installed, ctest runs them under Wine.
#   cmake -S . -B build-windows --toolchain cmake/toolchains/mingw-w64-x86_64.cmake \
#         -DGUNJIN_BUILD_APP=OFF -DGUNJIN_SERVER_TLS=OFF
# (Debian has no OpenSSL for MinGW; the Windows app needs Qt for Windows: packaging/README.md.)
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(GUNJIN_MINGW_TRIPLE x86_64-w64-mingw32)
set(CMAKE_C_COMPILER ${GUNJIN_MINGW_TRIPLE}-gcc-posix)
set(CMAKE_CXX_COMPILER ${GUNJIN_MINGW_TRIPLE}-g++-posix)
set(CMAKE_RC_COMPILER ${GUNJIN_MINGW_TRIPLE}-windres)
set(CMAKE_EXE_LINKER_FLAGS_INIT "-static")
# GCC 12's -Wrestrict misfires inside libstdc++'s std::string (GCC bug 105329), and this
# build's inlining meets it where the native one does not; every other warning stays.
set(CMAKE_CXX_FLAGS_INIT "-Wno-restrict")

# The header-only libraries (nlohmann-json, Boost.Asio/Beast, Catch2) are Debian's, in
# /usr/include, but that folder also holds glibc's headers, which must never come before
# MinGW's. So a prefix in the build folder links to exactly those libraries and their CMake
# packages, and the search looks there and in MinGW's own prefix only.
set(GUNJIN_MINGW_HEADERS "${CMAKE_BINARY_DIR}/mingw-header-libraries")
if(NOT EXISTS "${GUNJIN_MINGW_HEADERS}/include")
    file(MAKE_DIRECTORY "${GUNJIN_MINGW_HEADERS}/include")
    foreach(library boost catch2 nlohmann)
        if(EXISTS "/usr/include/${library}")
            file(CREATE_LINK "/usr/include/${library}" "${GUNJIN_MINGW_HEADERS}/include/${library}"
                 SYMBOLIC)
        endif()
    endforeach()
    # Files linked one by one into real folders: the packages compute their prefix from the
    # folder they are read from, unless it resolves to the original (Catch2 checks REALPATH).
    foreach(package_dir /usr/lib/cmake/Catch2 /usr/share/cmake/nlohmann_json)
        string(REPLACE "/usr/" "${GUNJIN_MINGW_HEADERS}/" staged "${package_dir}")
        file(MAKE_DIRECTORY "${staged}")
        file(GLOB package_files "${package_dir}/*.cmake")
        foreach(f ${package_files})
            get_filename_component(name "${f}" NAME)
            if(name MATCHES "Targets-") # a Linux build's libraries (Catch2WithMain): not linked
                continue()
            endif()
            file(CREATE_LINK "${f}" "${staged}/${name}" SYMBOLIC)
        endforeach()
    endforeach()
endif()
set(CMAKE_FIND_ROOT_PATH /usr/${GUNJIN_MINGW_TRIPLE} "${GUNJIN_MINGW_HEADERS}")
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
# Boost's own CMake package is Linux's; FindBoost reads the version from the headers instead.
set(Boost_NO_BOOST_CMAKE ON)
set(Boost_INCLUDE_DIR "${GUNJIN_MINGW_HEADERS}/include")

# Tests and tools run under Wine when it is there (Debian's wine64 keeps its loader out of PATH).
find_program(GUNJIN_WINE NAMES wine64 wine PATHS /usr/lib/wine NO_CMAKE_FIND_ROOT_PATH)
if(GUNJIN_WINE)
    set(CMAKE_CROSSCOMPILING_EMULATOR "${CMAKE_CURRENT_LIST_DIR}/wine-run.sh")
endif()
