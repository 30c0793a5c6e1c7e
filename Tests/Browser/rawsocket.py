"""A minimal WebSocket client over a plain socket (RFC 6455), loopback only.

The browser tests use it where a browser cannot go: a handshake with a foreign Origin or a
wrong Host header, and a second connection that floods hostile frames while the page is in
use. Every read has a timeout, so a test never hangs on it.
"""

from __future__ import annotations

import base64
import json
import os
import socket
import struct


def masked(payload: bytes, key: bytes) -> bytes:
    """`payload` XOR the repeated four-byte `key` (RFC 6455 section 5.3), as one big integer."""
    if not payload:
        return payload
    repeated = (key * (len(payload) // 4 + 1))[: len(payload)]
    return (int.from_bytes(payload, "big") ^ int.from_bytes(repeated, "big")).to_bytes(len(payload), "big")


class HandshakeRefused(Exception):
    """The server answered the upgrade with something other than 101."""

    def __init__(self, status: int, head: str):
        super().__init__(f"upgrade refused with HTTP {status}")
        self.status = status
        self.head = head


def http_status(head: bytes) -> int:
    """The status code of an HTTP response head."""
    first = head.split(b"\r\n", 1)[0].decode("latin-1")
    parts = first.split(" ")
    return int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else 0


class RawWebSocket:
    """One WebSocket connection with every header under the test's control."""

    def __init__(self, port: int, *, host: str | None = None, origin: str | None = None,
                 cookie: str | None = None, path: str = "/rpc", timeout: float = 10.0):
        if not 0 < port < 65536:
            raise ValueError(f"port {port} is out of range")
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
        self.buffer = b""
        key = base64.b64encode(os.urandom(16)).decode()
        lines = [
            f"GET {path} HTTP/1.1",
            f"Host: {host if host is not None else f'127.0.0.1:{port}'}",
            "Upgrade: websocket",
            "Connection: Upgrade",
            f"Sec-WebSocket-Key: {key}",
            "Sec-WebSocket-Version: 13",
        ]
        if origin is not None:
            lines.append(f"Origin: {origin}")
        if cookie is not None:
            lines.append(f"Cookie: {cookie}")
        self.sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
        head = self._read_until(b"\r\n\r\n", limit=64 * 1024)
        status = http_status(head)
        if status != 101:
            self.sock.close()
            raise HandshakeRefused(status, head.decode("latin-1"))

    def _read_until(self, marker: bytes, limit: int) -> bytes:
        while marker not in self.buffer:
            if len(self.buffer) > limit:
                raise ValueError("the server's answer head is over the limit")
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError("the server closed the connection during the handshake")
            self.buffer += chunk
        head, self.buffer = self.buffer.split(marker, 1)
        return head

    def _read_exactly(self, count: int) -> bytes:
        while len(self.buffer) < count:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError("the server closed the connection")
            self.buffer += chunk
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

    def send_frame(self, payload: bytes, opcode: int = 1, fin: bool = True, mask: bool = True,
                   declared_length: int | None = None) -> None:
        """Sends one frame; `declared_length` lies about the length (a hostile frame)."""
        length = len(payload) if declared_length is None else declared_length
        first = (0x80 if fin else 0) | opcode
        mask_bit = 0x80 if mask else 0
        if length < 126:
            head = struct.pack("!BB", first, mask_bit | length)
        elif length < 65536:
            head = struct.pack("!BBH", first, mask_bit | 126, length)
        else:
            head = struct.pack("!BBQ", first, mask_bit | 127, length)
        if mask:
            key = os.urandom(4)
            payload = masked(payload, key)
            head += key
        self.sock.sendall(head + payload)

    def send_text(self, text: str) -> None:
        self.send_frame(text.encode())

    def request(self, request_id: int, method: str, params: dict | None = None) -> None:
        message = {"jsonrpc": "2.0", "id": request_id, "method": method}
        if params is not None:
            message["params"] = params
        self.send_text(json.dumps(message))

    def receive(self) -> tuple[int, bytes]:
        """The next frame's opcode and payload (server frames are not masked)."""
        first, second = self._read_exactly(2)
        length = second & 0x7F
        if length == 126:
            (length,) = struct.unpack("!H", self._read_exactly(2))
        elif length == 127:
            (length,) = struct.unpack("!Q", self._read_exactly(8))
        if length > 16 * 1024 * 1024:
            raise ValueError(f"a frame of {length} bytes is over the test's limit")
        key = self._read_exactly(4) if second & 0x80 else None
        payload = self._read_exactly(length)
        if key:
            payload = masked(payload, key)
        return first & 0x0F, payload

    def receive_json(self) -> dict:
        """The next text frame as JSON, skipping pings and pongs."""
        while True:
            opcode, payload = self.receive()
            if opcode == 1:
                return json.loads(payload)
            if opcode == 8:
                raise ConnectionError("the server closed the WebSocket")

    def close(self) -> None:
        try:
            self.send_frame(struct.pack("!H", 1000), opcode=8)
        except OSError:
            pass
        self.sock.close()
