"""A bounded map of results worked out once per walk (``TokenMemo``, ``RootMemo``)."""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable
from typing import Any, TypeVar

T = TypeVar("T")
MAX_ENTRIES = 512  # far more than the certificates and chains of any real season


class Memo:
    """Results by key; emptied when full (a real walk never fills it). A failure is never
    kept: ``compute`` raises, and is called again next time."""

    def __init__(self) -> None:
        self._found: dict[Hashable, Any] = {}
        self._lock = threading.Lock()  # seals are checked side by side online

    def get(self, key: Hashable, compute: Callable[[], T]) -> T:
        with self._lock:
            if key in self._found:
                return self._found[key]
        value = compute()  # outside the lock; an exception is raised, never stored
        with self._lock:
            if len(self._found) >= MAX_ENTRIES:
                self._found.clear()
            self._found[key] = value
        return value
