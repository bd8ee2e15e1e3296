#include "tls_context.h"

#include "core/utf8_path.h"

#include <openssl/pem.h>
#include <openssl/ssl.h>

#include <filesystem>
#include <fstream>
#include <memory>
#include <optional>

namespace gunjin::net {

namespace ssl = boost::asio::ssl;

namespace {
// Why the file at `path` cannot be read (missing, a directory, no permission), if it cannot.
std::optional<std::string> unreadable(const std::string& path) {
    std::error_code ec;
    const auto status = std::filesystem::status(utf8Path(path), ec);
    if (ec || !std::filesystem::exists(status)) return std::string("no such file");
    if (std::filesystem::is_directory(status)) return std::string("a directory, not a file");
    std::ifstream file(utf8Path(path), std::ios::binary);
    if (!file) return std::string("not readable by this user");
    return std::nullopt;
}

// Whether `path` holds a PEM private key that OpenSSL reads (whatever certificate it is for).
bool readsAsKey(const std::string& path) {
    std::unique_ptr<BIO, decltype(&BIO_free)> bio(BIO_new_file(path.c_str(), "r"), BIO_free);
    if (!bio) return false;
    EVP_PKEY* key = PEM_read_bio_PrivateKey(bio.get(), nullptr, nullptr, nullptr);
    EVP_PKEY_free(key);
    return key != nullptr;
}
} // namespace

std::variant<std::shared_ptr<ssl::context>, std::string> loadServerTls(const TlsFiles& files) {
    if (files.certificateFile.empty()) return std::string("TLS needs a certificate file");
    if (files.privateKeyFile.empty()) return std::string("TLS needs a private key file");
    auto context = std::make_shared<ssl::context>(ssl::context::tls_server);
    // TLS 1.0 and 1.1 are broken or deprecated (RFC 8996); compression leaks (CRIME).
    context->set_options(ssl::context::default_workarounds | ssl::context::no_sslv2 |
                         ssl::context::no_sslv3 | ssl::context::no_tlsv1 |
                         ssl::context::no_tlsv1_1 | ssl::context::no_compression);
    boost::system::error_code ec;
    if (auto problem = unreadable(files.certificateFile))
        return "cannot read the certificate " + files.certificateFile + ": " + *problem;
    if (auto problem = unreadable(files.privateKeyFile))
        return "cannot read the private key " + files.privateKeyFile + ": " + *problem;
    context->use_certificate_chain_file(files.certificateFile, ec);
    if (ec)
        return "cannot use the certificate " + files.certificateFile +
               ": not a PEM certificate chain (" + ec.message() + ")";
    context->use_private_key_file(files.privateKeyFile, ssl::context::pem, ec);
    // OpenSSL checks the key against the certificate as it loads it ("key values mismatch").
    const bool mismatch = ec ? readsAsKey(files.privateKeyFile)
                             : SSL_CTX_check_private_key(context->native_handle()) != 1;
    if (ec && !mismatch)
        return "cannot use the private key " + files.privateKeyFile + ": not a PEM private key (" +
               ec.message() + ")";
    if (mismatch)
        return "the private key " + files.privateKeyFile + " does not belong to the certificate " +
               files.certificateFile;
    return context;
}

} // namespace gunjin::net
