// OpenSSL (libssl-dev) for `glimpse serve`: TLS with ALPN h2, the self-signed certificate
// it makes on first run, SHA-256 for fingerprints and tokens.
#ifndef GLIMPSE_COPENSSL_H
#define GLIMPSE_COPENSSL_H

#include <openssl/bn.h>
#include <openssl/ecdsa.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/rand.h>
#include <openssl/sha.h>
#include <openssl/ssl.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>

#endif
