"""Reading an RFC 3161 time-stamp file: the token, its signed content and certificates.

A ``.tsr`` is a TimeStampResp (status + token) or the bare token; either is parsed with
asn1crypto, strictly, as untrusted bytes. Checking what was parsed is ``tsa``'s work.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from asn1crypto import cms, core, parser, tsp
from cryptography import x509

from verifier_app.anchors.tsa_memo import TokenMemo, parse_embedded
from verifier_app.core.failures import TokenFailure
from verifier_app.core.messages import Grouped, Message

MAX_TOKEN = 1024 * 1024
# The years a token's time may name: nothing was time-stamped before 1970, and the app
# shows every time in UTC and New York, which Python's calendar cannot do at its edges.
EARLIEST_TIME = datetime(1970, 1, 1, tzinfo=UTC)
LATEST_TIME = datetime(9999, 1, 1, tzinfo=UTC)
MAX_ACCURACY = 10**15  # seconds


class TokenProblem(Exception):
    """A token that does not verify; the message is one plain sentence (its English is
    ``str()``, its id and values ``message``), ``failure`` its code
    (``core.failures.TokenFailure``)."""

    def __init__(self, message: str | Message,
                 failure: TokenFailure = TokenFailure.INVALID):
        said = message if isinstance(message, Message) else None
        super().__init__(said.render() if said else message)
        self.message = said
        self.failure = failure


class _Reply(core.Sequence):
    """TimeStampResp as RFC 3161 has it: a refusal carries no token (asn1crypto requires one)."""

    _fields = [("status", tsp.PKIStatusInfo),  # noqa: RUF012 - asn1crypto's spec form
               ("time_stamp_token", cms.ContentInfo, {"optional": True})]


@dataclass
class Token:
    token: cms.ContentInfo
    signed_data: cms.SignedData
    tst_info: tsp.TSTInfo
    gen_time: datetime  # checked: in UTC and within EARLIEST_TIME..LATEST_TIME
    accuracy_seconds: float | None  # checked: within RFC 3161's ranges
    embedded: list[x509.Certificate]
    form: str
    der: bytes  # the token (ContentInfo) exactly as stored


def parse_token(raw: bytes, memo: TokenMemo | None = None) -> Token:
    """The token in ``raw``; ``memo``: the walk's, where the certificates its tokens embed
    are parsed once."""
    if len(raw) > MAX_TOKEN:
        raise TokenProblem(Message.of("token.too_large", limit=Grouped(MAX_TOKEN)))
    try:
        token, form = _token_info(raw)
        der = token.dump()  # before any field is touched: the stored bytes
        signed_data = token["content"]
        encap = signed_data["encap_content_info"]
        if encap["content_type"].native != "tst_info":
            raise TokenProblem(Message.of("token.not_tst"))
        tst_info = encap["content"].parsed
        gen_time = token_time(tst_info)  # first: a bad time gets its own sentence
        tst_info.native  # noqa: B018 - parse every field now, not later mid-check
        accuracy = token_accuracy(tst_info)
        embedded = _embedded_certificates(signed_data, memo)
        return Token(token, signed_data, tst_info, gen_time, accuracy, embedded, form, der)
    except TokenProblem:
        raise
    except Exception:  # any parser error on untrusted bytes means: not a token
        raise TokenProblem(Message.of("token.damaged")) from None


def _embedded_certificates(signed_data: cms.SignedData,
                           memo: TokenMemo | None) -> list[x509.Certificate]:
    """The certificates inside the token; a damaged one makes the whole file damaged."""
    parse = memo.embedded_certificate if memo is not None else parse_embedded
    found = (parse(choice) for choice in signed_data["certificates"] or [])
    return [cert for cert in found if cert is not None]


def _token_info(raw: bytes) -> tuple[cms.ContentInfo, str]:
    """The token inside a TimeStampResp, or the bare token a .tsr may also be."""
    try:
        bare = cms.ContentInfo.load(raw, strict=True)
        if bare["content_type"].native == "signed_data":
            return bare, "bare token"
    except Exception:  # not a bare token: try the full reply below
        pass
    response = _Reply.load(raw, strict=True)
    status = response["status"]["status"].native
    if status not in ("granted", "granted_with_mods"):
        text = response["status"]["status_string"].native or []
        raise TokenProblem(Message.of("token.refused_said", status=status, text=" ".join(text))
                           if text else Message.of("token.refused", status=status))
    if isinstance(response["time_stamp_token"], core.Void):
        raise TokenProblem(Message.of("token.no_token"))
    token = response["time_stamp_token"]
    if token["content_type"].native != "signed_data":
        raise TokenProblem(Message.of("token.not_signed"))
    return token, f"response ({status})"


def token_time(info: tsp.TSTInfo) -> datetime:
    """The token's genTime, or a ``TokenProblem`` for a time no reader could use."""
    contents = info["gen_time"].contents
    written = "".join(c if c.isprintable() else "?"  # shown to the reader
                      for c in contents[:40].decode("ascii", "replace"))
    try:
        value = info["gen_time"].native
    except ValueError:  # a month 13, a day 32, letters
        raise TokenProblem(Message.of("token.bad_time", written=written)) from None
    # DER and RFC 3161 write the time in UTC with a final Z; without it the moment is unclear.
    if not contents.endswith(b"Z"):
        raise TokenProblem(Message.of("token.not_utc", written=written))
    # Year 0 comes back as asn1crypto's stand-in type, not a datetime.
    if not isinstance(value, datetime) or not EARLIEST_TIME <= value < LATEST_TIME:
        raise TokenProblem(Message.of("token.odd_year", written=written, year=written[:4],
                                      first=EARLIEST_TIME.year, last=LATEST_TIME.year - 1))
    return value


def token_accuracy(info: tsp.TSTInfo) -> float | None:
    """The stated accuracy in seconds; RFC 3161 allows seconds >= 0, millis and micros 1..999."""
    accuracy = info["accuracy"]
    if accuracy.native is None:
        return None
    seconds, millis, micros = (accuracy[k].native for k in ("seconds", "millis", "micros"))
    if (seconds is not None and seconds < 0) or \
            any(v is not None and not 1 <= v <= 999 for v in (millis, micros)):
        raise TokenProblem(Message.of("token.bad_accuracy"))
    # Capped far beyond any real clock (30 million years) so the float always exists.
    return float(min(seconds or 0, MAX_ACCURACY)) + (millis or 0) * 1e-3 + (micros or 0) * 1e-6


def describe_token(token: Token) -> dict[str, Any]:
    info = token.tst_info
    seconds = token.accuracy_seconds
    return {
        "form": token.form,
        "imprint_algorithm": info["message_imprint"]["hash_algorithm"]["algorithm"].native,
        "imprint": info["message_imprint"]["hashed_message"].native.hex(),
        "serial": format(info["serial_number"].native, "x"),
        "policy": info["policy"].native,
        "accuracy_seconds": seconds,
        "tsa_name": info["tsa"].chosen.native if info["tsa"].native else None,
        "embedded_certificates": len(token.embedded),
    }


def token_for_verifier(token: Token) -> bytes:
    """A granted TimeStampResp around the token for rfc3161-client, embedded certificates
    removed (they are not signed), so it checks the signature with the signer we chose and
    chained, the way ``openssl ts -verify -untrusted`` prefers the certificates given."""
    # Reassembled from the stored DER: asn1crypto's copy-and-edit re-encodes the whole
    # token (~50 ms each), and the signed parts must keep their exact bytes anyway.
    explicit = _elements(_body(token.der))[1]  # ContentInfo: contentType, [0] content
    signed_data = _elements(_body(explicit))[0]
    # SignedData without certificates [0] and crls [1]: neither is signed.
    kept = [raw for raw in _elements(_body(signed_data)) if raw[0] not in (0xA0, 0xA1)]
    content_info = _der(0x30, SIGNED_DATA_OID + _der(0xA0, _der(0x30, b"".join(kept))))
    return _der(0x30, GRANTED_STATUS + content_info)


def _body(element: bytes) -> bytes:
    return parser.parse(element)[4]


def _elements(body: bytes) -> list[bytes]:
    """The DER elements one after another in ``body`` (each with its header)."""
    found = []
    while body:
        size = parser.peek(body)
        found.append(body[:size])
        body = body[size:]
    return found


SIGNED_DATA_OID = bytes.fromhex("06092a864886f70d010702")  # 1.2.840.113549.1.7.2
GRANTED_STATUS = bytes.fromhex("3003020100")  # PKIStatusInfo { status granted (0) }


def _der(tag: int, body: bytes) -> bytes:
    """One DER element: tag, definite length, body."""
    if len(body) < 0x80:
        return bytes([tag, len(body)]) + body
    length = len(body).to_bytes((len(body).bit_length() + 7) // 8, "big")
    return bytes([tag, 0x80 | len(length)]) + length + body
