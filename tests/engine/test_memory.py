"""Memory stays flat as the book grows: the chain check never holds the book."""

from __future__ import annotations

import tracemalloc
from pathlib import Path

from verifier_app.core.bundle import BundleFile
from verifier_app.core.canonical import chain_line, encode_line
from verifier_app.core.chain import scan_chain


def write_book(path: Path, lines: int) -> Path:
    """A chained book of answer-sized lines (about 6 KB each)."""
    prev = ""
    with open(path, "wb") as out:
        for n in range(1, lines + 1):
            items = {f"M{m}": {h: {"prob_up": (n * m) % 97, "revise_if": "ü" * 20}
                               for h in ("1d", "1w", "1m", "6m")} for m in range(12)}
            line = chain_line({"kind": "answer", "seat": f"s{n % 11}", "items": items}, n, prev)
            prev = line["link"]
            out.write(encode_line(line))
    return path


def peak_of_scan(book: Path) -> int:
    tracemalloc.start()
    try:
        result = scan_chain(BundleFile(book.name, book.stat().st_size, disk_path=book), {10}).result
        assert result.chain_ok
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_peak_memory_does_not_grow_with_the_book(tmp_path: Path) -> None:
    small = write_book(tmp_path / "small.jsonl", 300)
    large = write_book(tmp_path / "large.jsonl", 2400)
    assert large.stat().st_size > 10_000_000
    small_peak, large_peak = peak_of_scan(small), peak_of_scan(large)
    # A batch of lines (about half a megabyte) and its verdicts, whatever the book's size.
    assert large_peak < 3_000_000
    assert large_peak < 1.5 * small_peak + 500_000
