// Errors as values for everything that comes from outside (files, JSON, moves typed by a
// user, network frames). Invariants are asserts instead.
#pragma once

#include <cassert>
#include <string>
#include <utility>
#include <variant>

namespace gunjin {

struct Error {
    std::string message;
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

private:
    std::variant<T, Error> m_v;
};

} // namespace gunjin
