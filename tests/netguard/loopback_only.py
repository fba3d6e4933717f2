"""No test reaches beyond loopback: a guard on the socket module that refuses any
connection to an address outside 127.0.0.0/8 and ::1, and any name look-up of a name that
is not local, and writes each refusal to a file so that the test that made it fails.

The refusal is raised as ``ConnectionRefusedError``/``socket.gaierror`` where the app would
meet a real one, so the app answers as it would to a network that is down; the test fails
all the same, at its end, from the file (``tests/conftest.py``). Processes the tests start
load it too: ``sitecustomize.py`` beside this file installs it when this folder is on
``PYTHONPATH``, and children forked by a walk inherit it.
"""

from __future__ import annotations

import ipaddress
import os
import socket
from typing import Any

LOG_ENV = "VERIFIER_TEST_NETGUARD_LOG"
LOCAL_NAMES = {"localhost", "localhost.localdomain", "ip6-localhost", "ip6-loopback"}

_real_connect = socket.socket.connect
_real_connect_ex = socket.socket.connect_ex
_real_getaddrinfo = socket.getaddrinfo
_real_gethostbyname = socket.gethostbyname


def is_loopback(host: Any) -> bool:
    if host is None:
        return True  # getaddrinfo(None, port): the local host
    if isinstance(host, bytes):
        host = host.decode("ascii", "replace")
    name = str(host).strip("[]").lower()
    if name in LOCAL_NAMES:
        return True
    try:
        return ipaddress.ip_address(name.split("%", 1)[0]).is_loopback
    except ValueError:
        return False


def _refuse(what: str) -> None:
    log = os.environ.get(LOG_ENV)
    if log:
        with open(log, "a", encoding="utf-8") as out:
            out.write(f"{os.getpid()} {what}\n")


def _allowed(sock: socket.socket, address: Any) -> bool:
    if sock.family not in (socket.AF_INET, socket.AF_INET6):
        return True  # Unix sockets and socket pairs never leave the machine
    return is_loopback(address[0])


def _connect(self: socket.socket, address: Any) -> None:
    if not _allowed(self, address):
        _refuse(f"connect {address!r}")
        raise ConnectionRefusedError(f"tests reach loopback only, not {address!r}")
    return _real_connect(self, address)


def _connect_ex(self: socket.socket, address: Any) -> int:
    if not _allowed(self, address):
        _refuse(f"connect {address!r}")
        raise ConnectionRefusedError(f"tests reach loopback only, not {address!r}")
    return _real_connect_ex(self, address)


def _getaddrinfo(host: Any, *args: Any, **kwargs: Any) -> Any:
    if not is_loopback(host):
        _refuse(f"name look-up {host!r}")
        raise socket.gaierror(socket.EAI_NONAME, f"tests look up local names only, not {host!r}")
    return _real_getaddrinfo(host, *args, **kwargs)


def _gethostbyname(host: str) -> str:
    if not is_loopback(host):
        _refuse(f"name look-up {host!r}")
        raise socket.gaierror(socket.EAI_NONAME, f"tests look up local names only, not {host!r}")
    return _real_gethostbyname(host)


def install() -> None:
    socket.socket.connect = _connect  # type: ignore[method-assign]
    socket.socket.connect_ex = _connect_ex  # type: ignore[method-assign]
    socket.getaddrinfo = _getaddrinfo
    socket.gethostbyname = _gethostbyname


def uninstall() -> None:
    socket.socket.connect = _real_connect  # type: ignore[method-assign]
    socket.socket.connect_ex = _real_connect_ex  # type: ignore[method-assign]
    socket.getaddrinfo = _real_getaddrinfo
    socket.gethostbyname = _real_gethostbyname
