"""A real SMTP server for the tests (aiosmtpd on 127.0.0.1) and the mailbox of what it received."""

from __future__ import annotations

import email
import email.policy
import time
from dataclasses import dataclass, field
from email.message import EmailMessage

from aiosmtpd.controller import Controller
from aiosmtpd.smtp import SMTP, Envelope, Session
from serverproc import free_port
from wsclient import PATIENCE


@dataclass
class Mailbox:
    """What the SMTP server received: (when, recipients, message), in order."""

    received: list[tuple[float, list[str], EmailMessage]] = field(default_factory=list)

    # aiosmtpd calls its handler's methods by these names.
    async def handle_DATA(self, _server: SMTP, _session: Session, envelope: Envelope) -> str:
        content = envelope.content if isinstance(envelope.content, bytes) else str(envelope.content).encode()
        message = email.message_from_bytes(content, policy=email.policy.default)
        assert isinstance(message, EmailMessage)
        self.received.append((time.time(), list(envelope.rcpt_tos), message))
        return "250 OK"

    def to(self, address: str) -> list[EmailMessage]:
        """The messages sent to an address."""
        return [message for _, recipients, message in self.received if address in recipients]

    def take(self, address: str, containing: str) -> EmailMessage:
        """Wait for a message to an address whose text holds `containing`, and take it out of the mailbox."""
        deadline = time.monotonic() + PATIENCE
        while time.monotonic() < deadline:
            for item in list(self.received):
                if address in item[1] and containing in item[2].get_content():
                    self.received.remove(item)
                    return item[2]
            time.sleep(0.02)
        raise AssertionError(f"no message to {address} holds {containing!r}")

    def wait_for(self, address: str, count: int) -> list[EmailMessage]:
        """Wait until an address has `count` messages (a safety net, not a measure)."""
        deadline = time.monotonic() + PATIENCE
        while len(self.to(address)) < count and time.monotonic() < deadline:
            time.sleep(0.02)
        return self.to(address)


class SmtpServer:
    """aiosmtpd on 127.0.0.1 at a fixed port, started and stopped at will (the port stays the same)."""

    def __init__(self) -> None:
        self.port = free_port()
        self.mailbox = Mailbox()
        self.controller: Controller | None = None

    def start(self) -> None:
        self.controller = Controller(self.mailbox, hostname="127.0.0.1", port=self.port)
        self.controller.start()

    def stop(self) -> None:
        if self.controller is not None:
            self.controller.stop()
            self.controller = None
