#!/usr/bin/env bash
# The system libraries Glimpse builds against, installed when missing (Debian/Ubuntu):
# ncursesw (the interactive preview), libpng and libjpeg (the app's asset images), FreeType
# (GlimpseFonts reads a user's --font file; the pinned default needs no file), OpenSSL
# (glimpse serve).
# .ci/run calls this first; run it once on a new machine before `swift build`.
set -euo pipefail
missing=()
[ -e /usr/include/ncursesw/curses.h ] || missing+=(libncursesw5-dev)
[ -e /usr/include/png.h ] || missing+=(libpng-dev)
[ -e /usr/include/jpeglib.h ] || missing+=(libjpeg-dev)
[ -e /usr/include/freetype2/ft2build.h ] || missing+=(libfreetype-dev)
# OpenSSL for glimpse serve's TLS (nghttp2 is loaded at run time from libnghttp2-14).
[ -e /usr/include/openssl/ssl.h ] || missing+=(libssl-dev)
if [ ${#missing[@]} -gt 0 ]; then
  echo "install-packages: installing ${missing[*]}"
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}"
fi
