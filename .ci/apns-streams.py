#!/usr/bin/env python3
"""Opens COUNT HTTP/2 streams on one connection to 127.0.0.1:PORT without ending any, past
the server's SETTINGS_MAX_CONCURRENT_STREAMS (frames written by hand, so that no client
library holds back), then reads until the server closes.

  apns-streams.py PORT COUNT
"""
import socket, struct, sys, time
port = int(sys.argv[1]); count = int(sys.argv[2])
def frame(kind, flags, stream, payload=b""):
    return struct.pack(">I", len(payload))[1:] + bytes([kind, flags]) + struct.pack(">I", stream) + payload
def literal(name, value):
    return b"\x00" + bytes([len(name)]) + name + bytes([len(value)]) + value
block = literal(b":method", b"POST") + literal(b":scheme", b"http") + literal(b":path", b"/3/device/ab") + literal(b":authority", b"x")
s = socket.create_connection(("127.0.0.1", port), timeout=10)
s.sendall(b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n" + frame(4, 0, 0))
out = b"".join(frame(1, 4, 2 * i + 1, block) for i in range(count))
try:
    s.sendall(out)
    s.shutdown(socket.SHUT_WR)
    got = b""
    while chunk := s.recv(65536):
        got += chunk
except OSError:
    got = b""
print("received", len(got), "bytes")
