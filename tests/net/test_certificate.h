// Self-signed certificates made in the test (OpenSSL), for a TLS server on the loopback: an EC
// P-256 key and a certificate for localhost and 127.0.0.1, written as PEM files.
#pragma once

#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>

#include "temp_dir.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <memory>
#include <random>
#include <string>

namespace gunjin::net::testing {

struct TestCertificate {
    std::string certificateFile; // PEM
    std::string privateKeyFile;  // PEM
};

// What a certificate says: its names, and when it is valid (seconds from now).
struct CertificateOptions {
    std::string altNames = "DNS:localhost,IP:127.0.0.1";
    long notBefore = -3600;
    long notAfter = 86400;
};

// Writes NAME.crt and NAME.key into `dir`: a new key and a certificate valid from an hour ago
// for a day, for DNS:localhost and IP:127.0.0.1 (its own CA, so that a client can trust it),
// unless `options` say otherwise (an expired one, one for another name).
inline TestCertificate makeCertificate(const std::filesystem::path& dir, const std::string& name,
                                       const CertificateOptions& options = {}) {
    std::unique_ptr<EVP_PKEY, decltype(&EVP_PKEY_free)> key(EVP_EC_gen("P-256"), EVP_PKEY_free);
    REQUIRE(key);
    std::unique_ptr<X509, decltype(&X509_free)> cert(X509_new(), X509_free);
    REQUIRE(cert);
    X509_set_version(cert.get(), 2); // v3
    static long serial = 1;
    ASN1_INTEGER_set(X509_get_serialNumber(cert.get()), serial++);
    X509_gmtime_adj(X509_getm_notBefore(cert.get()), options.notBefore);
    X509_gmtime_adj(X509_getm_notAfter(cert.get()), options.notAfter);
    X509_set_pubkey(cert.get(), key.get());
    X509_NAME* subject = X509_get_subject_name(cert.get());
    X509_NAME_add_entry_by_txt(subject, "CN", MBSTRING_ASC,
                               reinterpret_cast<const unsigned char*>("localhost"), -1, -1, 0);
    X509_set_issuer_name(cert.get(), subject);
    X509V3_CTX ctx;
    X509V3_set_ctx_nodb(&ctx);
    X509V3_set_ctx(&ctx, cert.get(), cert.get(), nullptr, nullptr, 0);
    for (const auto& [nid, value] : {std::pair{NID_subject_alt_name, options.altNames.c_str()},
                                     std::pair{NID_basic_constraints, "critical,CA:TRUE"}}) {
        X509_EXTENSION* ext = X509V3_EXT_conf_nid(nullptr, &ctx, nid, value);
        REQUIRE(ext);
        X509_add_ext(cert.get(), ext, -1);
        X509_EXTENSION_free(ext);
    }
    REQUIRE(X509_sign(cert.get(), key.get(), EVP_sha256()) > 0);

    TestCertificate out{(dir / (name + ".crt")).string(), (dir / (name + ".key")).string()};
    std::unique_ptr<BIO, decltype(&BIO_free)> certBio(
        BIO_new_file(out.certificateFile.c_str(), "w"), BIO_free);
    std::unique_ptr<BIO, decltype(&BIO_free)> keyBio(BIO_new_file(out.privateKeyFile.c_str(), "w"),
                                                     BIO_free);
    REQUIRE((certBio && keyBio));
    REQUIRE(PEM_write_bio_X509(certBio.get(), cert.get()) == 1);
    REQUIRE(PEM_write_bio_PrivateKey(keyBio.get(), key.get(), nullptr, nullptr, 0, nullptr,
                                     nullptr) == 1);
    return out;
}

} // namespace gunjin::net::testing
