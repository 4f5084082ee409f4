"""A WebSocket client on a bare TCP socket, for hostile tests: it sends frames and reads
nothing unless told to (no background reader, no automatic pong), as a client that never
reads does."""

from __future__ import annotations

import base64
import os
import socket
import struct

OP_TEXT = 0x1
OP_CLOSE = 0x8


class RawSocket:
    """One WebSocket connection to `path`; `receive_buffer` shrinks the kernel's receive buffer."""

    def __init__(self, port: int, path: str, receive_buffer: int | None = None) -> None:
        self.sock = socket.socket()
        if receive_buffer is not None:
            self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)
        self.sock.settimeout(10)
        self.sock.connect(("127.0.0.1", port))
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall(
            f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n".encode()
        )
        self.pending = b""
        while b"\r\n\r\n" not in self.pending:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise ConnectionError("closed during the handshake")
            self.pending += chunk
        head, _, self.pending = self.pending.partition(b"\r\n\r\n")
        if not head.startswith(b"HTTP/1.1 101"):
            raise ConnectionError(head.split(b"\r\n")[0].decode())

    def send_text(self, text: str, times: int = 1) -> None:
        """A masked text frame (a client's frames are masked), `times` over in one write."""
        self.sock.sendall(self._text_frame(text) * times)

    @staticmethod
    def _text_frame(text: str) -> bytes:
        payload = text.encode()
        mask = os.urandom(4)
        length = len(payload)
        header = bytes([0x80 | OP_TEXT])
        if length < 126:
            header += bytes([0x80 | length])
        else:
            header += bytes([0x80 | 126]) + struct.pack("!H", length)
        masked = bytes(byte ^ mask[i % 4] for i, byte in enumerate(payload))
        return header + mask + masked

    def _exactly(self, count: int) -> bytes:
        while len(self.pending) < count:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError("the server closed the connection without a close frame")
            self.pending += chunk
        data, self.pending = self.pending[:count], self.pending[count:]
        return data

    def frame(self) -> tuple[int, bytes]:
        """The next frame from the server: its opcode and payload (servers do not mask)."""
        first, second = self._exactly(2)
        length = second & 0x7F
        if length == 126:
            (length,) = struct.unpack("!H", self._exactly(2))
        elif length == 127:
            (length,) = struct.unpack("!Q", self._exactly(8))
        return first & 0x0F, self._exactly(length)

    def close_frame(self) -> tuple[int, str]:
        """Read everything up to the server's close frame: its code and reason."""
        while True:
            opcode, payload = self.frame()
            if opcode == OP_CLOSE:
                (code,) = struct.unpack("!H", payload[:2])
                return code, payload[2:].decode()

    def close(self) -> None:
        """Drop the connection."""
        self.sock.close()
