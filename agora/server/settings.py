"""Server settings: where the database is, who may connect, and the limits."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from platformdirs import user_data_dir

from agora.bots import ITERATIONS

# prometheus-client's multiprocess mode: each worker keeps its metrics in this folder (see metrics.py).
MULTIPROCESS_VAR = "PROMETHEUS_MULTIPROC_DIR"


def data_dir() -> Path:
    """The user's data directory for Agora (created if missing)."""
    folder = Path(user_data_dir("agora", appauthor=False))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def default_database_url() -> str:
    """An SQLite file in the user's data directory."""
    return f"sqlite:///{data_dir() / 'agora.db'}"


def default_push_key_file() -> Path:
    """The key that signs push messages, in the data directory."""
    return data_dir() / "push-key.pem"


# The push services of the browsers people use: Chrome and Edge on Android and desktop (Firebase Cloud Messaging),
# Firefox (Mozilla's autopush), Edge on Windows (WNS), Safari (Apple).
PUSH_SERVICES = ("fcm.googleapis.com", "updates.push.services.mozilla.com", "*.notify.windows.com",
                 "web.push.apple.com")


def default_secret_file() -> Path:
    """Where the secret that signs session cookies is kept: made on first start, never shared."""
    return data_dir() / "session-secret"


def default_lab_reports() -> Path:
    """Where the balance lab's kept reports are read from: a `lab` folder in the user's data directory."""
    return data_dir() / "lab"


LOOPBACK = ("localhost", "127.0.0.1", "::1")


@dataclass(frozen=True)
class Settings:
    """Everything a server process is configured with."""

    database_url: str = field(default_factory=default_database_url)
    redis_url: str | None = None
    # What starts every Redis key and channel of this deployment: several deployments may share one Redis.
    redis_prefix: str = "agora"
    # With Redis, the log's heads are compared with the live matches this often (one
    # query), so that a process that missed a signal catches up within it.
    resync_seconds: float = 0.5
    # Hosts whose pages may open sockets (a browser's Origin): `host` (any port) or
    # `host:port`. `agora serve` allows the address it serves on; this default, the machine itself.
    allowed_hosts: tuple[str, ...] = LOOPBACK
    max_message_bytes: int = 4096
    # An HTTP request body (JSON) may have at most this many bytes.
    max_body_bytes: int = 64 * 1024
    # Token bucket per socket: sustained messages per second and burst.
    rate_per_second: float = 20.0
    rate_burst: int = 40
    # Token bucket per client address, in each server process: its HTTP requests,
    # sockets opened and socket messages together (0: no limit).
    address_rate_per_second: float = 200.0
    address_rate_burst: int = 400
    heartbeat_seconds: float = 15.0
    # A socket's outbox holds at most this many messages (repeated errors and state pokes
    # coalesce), and a message may wait this long to be taken: past either, the client does not
    # read and is closed (4408). Frames refused by the rate limits in a row before a close (4429).
    socket_queue: int = 64
    send_seconds: float = 10.0
    flood_frames: int = 200
    # Table chat: a line's characters at most (after cleaning, in NFC); the latest lines a socket gets when it
    # opens; lines a second and in bursts, per socket and per speaker (a seat, an account; an address, wider).
    chat_max_chars: int = 300
    chat_history: int = 50
    chat_rate_per_second: float = 0.5
    chat_burst: int = 6
    # Pause before a bot acts, so people can follow the table.
    bot_delay_seconds: float = 0.4
    # Bots think in this many worker processes, each move capped at bot_seconds of search.
    # Tables take turns for them; bots-only tables never hold the last one, and pause while no socket watches.
    bot_processes: int = 2
    bot_seconds: float = 2.0
    # Bots-only tables made within bot_tables_seconds and still played, at most, per address and per account.
    bot_tables_per_address: int = 4
    bot_tables_per_account: int = 2
    bot_tables_seconds: float = 3600.0
    # Tutorials that guests at one address made within bot_tables_seconds and still play, at most (a guest has no
    # account to hand a tutorial back to, so each asking makes one).
    tutorials_per_address: int = 3
    # Post-game reviews: search iterations a decision (the hard bot's), worker processes for them,
    # and how long a running review's heartbeat may stop before another process takes the job over.
    review_iterations: int = ITERATIONS["hard"]
    review_processes: int = 1
    review_stale_seconds: float = 60.0
    # The balance lab's kept reports, one folder a game (<game>/lab-report.json...), for the /lab pages.
    lab_reports: Path = field(default_factory=default_lab_reports)
    # Every process serving one database must sign with the same secret: given (AGORA_SESSION_SECRET),
    # or read from this file (made on first start when it is the default one).
    session_secret: str | None = None
    secret_file: Path = field(default_factory=default_secret_file)
    session_days: int = 30
    # Account requests (sign up, in, password change), a second and in bursts, shared by every
    # process through Redis when there is one (see sign_in_limits.py): per client address (every
    # name together); per account name and address, tightly, so one place guesses one name slowly;
    # and per account name (every address together), wide: it engages only when many places guess
    # at once, so one stranger's guesses never lock the owner out.
    sign_in_address_rate: float = 1.0
    sign_in_address_burst: int = 50
    sign_in_pair_rate: float = 0.05
    sign_in_pair_burst: int = 10
    sign_in_name_rate: float = 1.0
    sign_in_name_burst: int = 100
    # Argon2 hashes computed at once in a process (each takes about a second of a core).
    hashes_at_once: int = 2
    # Email (see docs/operations.md): no SMTP host, no email (nothing is queued). `smtp_security`: none,
    # starttls or ssl. The password is read from a file by `agora serve`, never given as a flag.
    smtp_host: str | None = None
    smtp_port: int = 25
    smtp_security: str = "none"
    smtp_user: str | None = None
    smtp_password: str | None = None
    smtp_from: str = "Agora <agora@localhost>"
    # The address players reach this server at, for the links in emails.
    public_url: str = "http://localhost:8000"
    # The outbox is looked at this often for emails queued by other processes and for retries;
    # a process holds the emails it sends for outbox_claim_seconds (past that, its process died: another
    # takes them); a failed send is tried again after 2, 4, 8... seconds, at most outbox_retry_seconds.
    outbox_poll_seconds: float = 1.0
    outbox_claim_seconds: float = 60.0
    outbox_retry_seconds: float = 300.0
    # Web Push (see docs/operations.md): the key that signs push messages (VAPID), made on first start; every
    # process of a deployment must share it, as browsers subscribe to its public half. Push messages go only to
    # the push services named here, over HTTPS: a host, or `*.` and a domain for any of its hosts (an endpoint
    # anywhere else, such as an address inside the server's network, is refused when a browser subscribes).
    # An entry that is a whole origin (`http://127.0.0.1:8123`) allows that origin alone: for a test or a
    # private push service. A browser is told at most push_ttl_seconds after its move; an account keeps at
    # most push_devices browsers (past that, its oldest is dropped).
    push_key_file: Path = field(default_factory=default_push_key_file)
    push_services: tuple[str, ...] = PUSH_SERVICES
    push_ttl_seconds: int = 24 * 3600
    push_devices: int = 10
    # Invitations (a table sends at most 20): one inviter (an account; a guest, by its address) may have at most
    # invitations_open waiting at once and send invitations_per_day within 24 hours (dismissed ones count); one
    # account may be sent at most invitations_waiting waiting ones, and invitations_from_one of them by one inviter
    # (so that one stranger cannot fill its share). Waiting: not dismissed, to a table not finished.
    invitations_open: int = 20
    invitations_per_day: int = 50
    invitations_waiting: int = 20
    invitations_from_one: int = 3
    # Emails that confirm an address (see docs/operations.md) that may go within 24 hours to one account, and to
    # one address (however many accounts give it).
    confirm_emails_per_day: int = 5
    # How often a process looks for the daily digests due (each account's is queued once a UTC day, by one
    # process: its outbox key holds the day).
    digest_check_seconds: float = 3600.0
    # With Redis, a process's word that a seat has a table open (so no turn email) holds this long unless
    # renewed (every third of it, while the socket lives): a process that dies is forgotten within it.
    presence_seconds: float = 30.0
    # With Redis, a process keeps (holds, for their bots and clocks) the tables that move unwatched by a key
    # that lasts this long unless renewed (every third of it): a process that dies hands them on within it.
    keeper_seconds: float = 30.0

    @property
    def redis_channel(self) -> str:
        """The pub/sub channel of "match changed" signals."""
        return f"{self.redis_prefix}:match-changed"
