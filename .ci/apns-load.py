#!/usr/bin/env python3
"""Load for `glimpse serve`: N pushes over C HTTP/2 connections (h2c, on loopback), one
activity per connection, each connection's pushes in timestamp order, up to W streams in
flight per connection. Every answer must be 200; prints pushes/s and the latency of a push
(request sent to answer received), median and worst. Uses `h2` from PyPI.

  apns-load.py PORT PAYLOADS_DIR JWT ACTIVITY:TOKEN... [--pushes N] [--window W]
"""
import argparse
import json
import socket
import statistics
import sys
import threading
import time

import h2.config
import h2.connection
import h2.events


def first_update(payloads_dir, activity):
    with open(f"{payloads_dir}/{activity}.json") as f:
        payloads = json.load(f)
    for entry in payloads if isinstance(payloads, list) else [payloads]:
        aps = entry.get("payload", entry)["aps"]
        if aps.get("event") == "update":
            return aps["content-state"]
    raise SystemExit(f"apns-load: {activity} has no update payload")


def run(port, token, state, jwt, count, window, base, results, index):
    sock = socket.create_connection(("127.0.0.1", port), timeout=60)
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    conn = h2.connection.H2Connection(h2.config.H2Configuration(client_side=True))
    conn.initiate_connection()
    sock.sendall(conn.data_to_send())
    sent = done = 0
    started = {}
    statuses = {}
    latencies = []
    ids = set()
    while done < count:
        while sent < count and len(started) < window:
            stream = conn.get_next_available_stream_id()
            body = json.dumps(
                {"aps": {"timestamp": base + sent, "event": "update", "content-state": state}}
            ).encode()
            conn.send_headers(stream, [
                (":method", "POST"), (":scheme", "http"), (":authority", f"127.0.0.1:{port}"),
                (":path", f"/3/device/{token}"), ("authorization", f"bearer {jwt}"),
                ("apns-push-type", "liveactivity"),
                ("apns-topic", "com.example.glimpse.push-type.liveactivity"),
                ("apns-priority", "10"), ("content-length", str(len(body))),
            ])
            conn.send_data(stream, body, end_stream=True)
            started[stream] = time.perf_counter()
            sent += 1
        sock.sendall(conn.data_to_send())
        data = sock.recv(1 << 16)
        if not data:
            raise SystemExit("apns-load: the server closed a connection")
        for event in conn.receive_data(data):
            if isinstance(event, h2.events.ResponseReceived):
                headers = dict(event.headers)
                statuses[event.stream_id] = headers[b":status"].decode()
                ids.add(headers.get(b"apns-id"))
            elif isinstance(event, h2.events.DataReceived):
                conn.acknowledge_received_data(event.flow_controlled_length, event.stream_id)
            elif isinstance(event, h2.events.StreamEnded):
                latencies.append(time.perf_counter() - started.pop(event.stream_id))
                done += 1
            elif isinstance(event, h2.events.StreamReset):
                raise SystemExit(f"apns-load: stream {event.stream_id} reset ({event.error_code})")
        sock.sendall(conn.data_to_send())
    conn.close_connection()
    sock.sendall(conn.data_to_send())
    sock.close()
    results[index] = (statuses, latencies, ids)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("port", type=int)
    parser.add_argument("payloads")
    parser.add_argument("jwt")
    parser.add_argument("targets", nargs="+")
    parser.add_argument("--pushes", type=int, default=10_000)
    parser.add_argument("--window", type=int, default=100)
    parser.add_argument("--base", type=int, default=1_900_000_000)
    args = parser.parse_args()
    targets = [t.split(":", 1) for t in args.targets]
    per = args.pushes // len(targets)
    results = [None] * len(targets)
    threads = [
        threading.Thread(
            target=run,
            args=(args.port, token, first_update(args.payloads, activity), args.jwt, per,
                  args.window, args.base, results, i))
        for i, (activity, token) in enumerate(targets)
    ]
    began = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    elapsed = time.perf_counter() - began
    if any(r is None for r in results):
        sys.exit("apns-load: a connection failed")
    statuses = [s for r in results for s in r[0].values()]
    latencies = sorted(l for r in results for l in r[1])
    ids = set().union(*(r[2] for r in results))
    not_ok = [s for s in statuses if s != "200"]
    print(f"apns-load: {len(statuses)} pushes over {len(targets)} connections in {elapsed:.2f} s: "
          f"{len(statuses) / elapsed:.0f} pushes/s; latency median "
          f"{statistics.median(latencies) * 1000:.1f} ms, worst {latencies[-1] * 1000:.1f} ms; "
          f"{len(ids)} distinct apns-ids; {len(not_ok)} not 200")
    if len(statuses) != per * len(targets) or not_ok or len(ids) != len(statuses):
        sys.exit("apns-load: pushes were lost or refused")


if __name__ == "__main__":
    main()
