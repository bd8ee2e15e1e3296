// Errors as values for everything that comes from outside (files, JSON, moves typed by a
// user, network frames). Invariants are asserts instead.
#pragma once

#include <cassert>
#include <cstdint>
#include <string>
#include <utility>
#include <variant>

namespace gunjin {

// What kind of input was wrong, so that a program can tell it in its own words and language
// (the app) without reading the English message, which stays the detail (gunjin-cli prints it).
enum class ErrorKind : std::uint8_t {
    Other,        // none of the kinds below
    DamagedText,  // not JSON, a line cut or garbled, or beyond the reader's size and depth limits
    NotOurFormat, // JSON, but not a file of this game (its "format" names something else)
    NewerVersion, // a file version this program does not read
    Rules,        // a rule code that cannot be read
    IllegalMove,  // a recorded or received move the rules do not allow
    Setup,        // a setup that breaks a setup rule
};

struct Error {
    std::string message;
    ErrorKind kind = ErrorKind::Other;
};

template <class T> class [[nodiscard]] Result {
public:
    Result(T value) : m_v(std::move(value)) {}
    Result(Error e) : m_v(std::move(e)) {}

    bool ok() const { return m_v.index() == 0; }
    explicit operator bool() const { return ok(); }
    T& value() {
        assert(ok());
        return std::get<0>(m_v);
    }
    const T& value() const {
        assert(ok());
        return std::get<0>(m_v);
    }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }
    T& operator*() { return value(); }
    const T& operator*() const { return value(); }
    const std::string& error() const {
        assert(!ok());
        return std::get<1>(m_v).message;
    }
    // The whole error, to pass on with its kind.
    const Error& failure() const {
        assert(!ok());
        return std::get<1>(m_v);
    }
    ErrorKind errorKind() const { return failure().kind; }

private:
    std::variant<T, Error> m_v;
};

} // namespace gunjin
