"""
The emulated link's wire (bench/emulated-link.ts starts it): every IP packet between two TUN devices,
held to each direction's rate (first in, first out, no loss) and then delayed by half the round trip.
The two kernels' TCP does the rest: handshakes, slow start, congestion windows.

Python, not Node: attaching to a TUN device takes an ioctl, which Node has no call for.

Usage: python3 bench/link-shaper.py <client tun> <server tun> <rtt ms> <down kbit/s> <up kbit/s>
Prints "ready" once both devices are attached; runs until killed.
"""
import fcntl
import heapq
import os
import select
import struct
import sys
import time

TUNSETIFF = 0x400454CA
IFF_TUN = 0x0001
IFF_NO_PI = 0x1000


def attach(name):
    fd = os.open("/dev/net/tun", os.O_RDWR)
    fcntl.ioctl(fd, TUNSETIFF, struct.pack("16sH", name.encode(), IFF_TUN | IFF_NO_PI))
    os.set_blocking(fd, False)
    return fd


def main():
    client_name, server_name = sys.argv[1], sys.argv[2]
    rtt_ms, down_kbps, up_kbps = float(sys.argv[3]), float(sys.argv[4]), float(sys.argv[5])
    client, server = attach(client_name), attach(server_name)
    print("ready", flush=True)

    one_way_s = rtt_ms / 2000
    # Read from the client's device: an upload, bound for the server's; and the other way round.
    bytes_per_s = {client: up_kbps * 125, server: down_kbps * 125}
    destination = {client: server, server: client}
    wire_free_at = {client: 0.0, server: 0.0}
    in_flight = []  # (delivery time, sequence, destination fd, packet)
    sequence = 0

    while True:
        now = time.monotonic()
        while in_flight and in_flight[0][0] <= now:
            _, _, fd, packet = heapq.heappop(in_flight)
            try:
                os.write(fd, packet)
            except OSError:
                pass  # the other device is not up yet (or going down): the packet is lost, as on a real link

        timeout = max(0.0, in_flight[0][0] - now) if in_flight else None
        readable, _, _ = select.select([client, server], [], [], timeout)
        for source in readable:
            while True:
                try:
                    packet = os.read(source, 65536)
                except BlockingIOError:
                    break
                now = time.monotonic()
                # The packet leaves once the wire has sent everything queued before it, at this direction's rate.
                sent_at = max(now, wire_free_at[source]) + len(packet) / bytes_per_s[source]
                wire_free_at[source] = sent_at
                sequence += 1
                heapq.heappush(in_flight, (sent_at + one_way_s, sequence, destination[source], packet))


if __name__ == "__main__":
    main()
