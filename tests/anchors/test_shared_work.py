"""Work a season's anchors share is done once, and gives exactly what doing it afresh gives:
the runs of headers on top of each anchor, the ten-block windows an explorer describes in
one answer, and the certificate work behind every token of one authority."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from tests.servers.esplora import EsploraServer
from verifier_app import net, net_pool
from verifier_app.anchors import header_chain, tsa_memo
from verifier_app.anchors.block_headers import parse_header
from verifier_app.anchors.esplora_bulk import window_top
from verifier_app.anchors.header_chain import ChainCheck, check_chain
from verifier_app.anchors.header_sources import HeaderSourceOptions, fetch_header
from verifier_app.anchors.ots_demo import mine_header
from verifier_app.anchors.trust_roots import build_chain, load_certificates
from verifier_app.anchors.tsa_demo import DEMO_TSAS, demo_root_path, load_demo_signer

START = 9_000_000


def linked_chain(count: int, start: int = START) -> dict[int, bytes]:
    headers, prev = {}, bytes(32)
    for i in range(count):
        raw = mine_header(bytes([i % 256]) * 32, 1_700_000_000 + 600 * i, prev)
        headers[start + i] = raw
        prev = parse_header(raw).block_hash
    return headers


def afresh(height: int, headers: dict) -> ChainCheck:
    """The chain check with nothing kept from an earlier call."""
    header_chain._RUNS = header_chain._Runs()
    return check_chain(height, headers)


def test_every_anchors_chain_is_what_a_fresh_check_gives_in_any_order():
    parsed = {h: parse_header(raw) for h, raw in linked_chain(40).items()}
    broken = dict(parsed)
    broken[START + 30] = parse_header(mine_header(b"\x07" * 32, 1_700_100_000))  # no link
    for headers in (parsed, broken):
        expected = {h: afresh(h, headers) for h in headers}
        header_chain._RUNS = header_chain._Runs()
        for height in [*sorted(headers), *sorted(headers, reverse=True)]:
            assert check_chain(height, headers) == expected[height]
    assert expected[START].problem and expected[START].confirmations == 30


def test_a_header_replaced_under_a_kept_run_is_checked_afresh():
    headers = {h: parse_header(raw) for h, raw in linked_chain(12).items()}
    assert check_chain(START, headers).confirmations == 12
    changed = dict(headers)
    changed[START + 5] = parse_header(mine_header(b"\x09" * 32, 1_700_200_000))
    again = check_chain(START + 1, changed)
    assert again == afresh(START + 1, changed) and again.confirmations == 4 and again.problem


def test_anchors_in_one_ten_block_window_cost_one_request_per_explorer():
    headers = linked_chain(30)
    with EsploraServer(headers, delay=0.01, bulk=True) as one, \
            EsploraServer(headers, delay=0.01, bulk=True) as two, \
            net_pool.Pool(per_host=4) as pool, net.polite(pool):
        options = HeaderSourceOptions(explorers=[one.url, two.url], timeout=5)
        found = [fetch_header(h, options) for h in range(START + 10, START + 20)]
        top = fetch_header(START + 29, options)  # the top window: its own block's answer
    assert [f.raw for f in found] == [headers[h] for h in range(START + 10, START + 20)]
    assert top.raw == headers[START + 29]
    assert window_top(START + 10) == START + 19
    for server in (one, two):
        assert server.requests == ["/api/blocks/9000019", "/api/blocks/9000029"]


def test_a_kept_chain_serves_only_the_times_at_which_the_same_certificates_are_valid():
    _, leaf = load_demo_signer(DEMO_TSAS[0])
    roots = load_certificates(demo_root_path().read_bytes())
    links: list = []
    valid_from = max(c.not_valid_before_utc for c in [leaf, *links, *roots])
    inside = valid_from + timedelta(days=3, microseconds=250_000)
    calls = []

    def build(at: datetime):
        calls.append(at)
        return build_chain(leaf, links, roots, at)

    memo = tsa_memo.TokenMemo()  # one walk's
    first = memo.chain(leaf, links, roots, inside, lambda: build(inside))
    later = inside + timedelta(hours=5)
    second = memo.chain(leaf, links, roots, later, lambda: build(later))
    assert first == second == build_chain(leaf, links, roots, later) and len(calls) == 1
    before = datetime(1990, 1, 1, tzinfo=UTC)  # before any of them: built, and refused
    try:
        memo.chain(leaf, links, roots, before, lambda: build(before))
    except ValueError:
        pass
    else:
        raise AssertionError("a chain outside the certificates' validity was accepted")
    assert len(calls) == 2


def test_the_certificate_work_is_kept_by_the_walk_not_by_the_process():
    """One memo of each kind per walk, passed explicitly (``TrustOptions.memo`` and
    ``TrustOptions.roots``): no module keeps a table or a cache of its own, and tokens checked
    through one walk's memos give what fresh checks give."""
    from verifier_app.anchors import trust_roots, tsa, tsa_demo
    from verifier_app.anchors.memo import Memo
    from verifier_app.anchors.trust_roots import RootMemo
    from verifier_app.anchors.tsa import TrustOptions, check_tokens
    from verifier_app.anchors.tsa_demo import make_token

    for module in (tsa_memo, trust_roots, tsa, tsa_demo):
        kept = [name for name, value in vars(module).items()
                if isinstance(value, Memo) or hasattr(value, "cache_info")]
        assert kept == [], (module.__name__, kept)  # no Memo, no lru_cache at module level
    lists = [f"list {i}\n".encode() for i in range(4)]
    at = datetime(2026, 10, 21, 13, 0, 19, tzinfo=UTC)
    tokens = [{"demo-tsa-a": make_token(data, at + timedelta(minutes=i), "demo-tsa-a", 20 + i)}
              for i, data in enumerate(lists)]
    walk = tsa_memo.TokenMemo(), RootMemo()

    def checked(memos: tuple[tsa_memo.TokenMemo, RootMemo] | None) -> list[dict]:
        found = []
        for data, token in zip(lists, tokens, strict=True):
            options = TrustOptions(extra_roots=[demo_root_path()], use_system_store=False,
                                   **({"memo": memos[0], "roots": memos[1]} if memos else {}))
            found += [r.to_json() for r in check_tokens(data, "2026-10-21", token, {}, options)]
        return found

    shared, fresh = checked(walk), checked(None)
    assert shared == fresh and {r["status"] for r in shared} == {"pass"}



def test_a_walks_root_memo_gives_what_the_plain_functions_give_once():
    """The roots read once per walk: the same certificate objects for the same bytes (so the
    tokens' chains are shared), and the plain functions' answers."""
    from verifier_app.anchors import trust_roots
    from verifier_app.anchors.trust_roots import RootMemo

    memo, data = RootMemo(), demo_root_path().read_bytes()
    first, again = memo.certificates(data), memo.certificates(data)
    assert first[0] is again[0] and first == load_certificates(data)
    assert memo.fingerprint(first[0]) == trust_roots.fingerprint(first[0])
    assert memo.is_self_signed(first[0]) is trust_roots.is_self_signed(first[0]) is True
    assert memo.shipped_roots() is memo.shipped_roots()
    assert [r.sha256 for r in memo.shipped_roots()] == \
        [r.sha256 for r in trust_roots.shipped_roots()]
    assert memo.file_fingerprint(demo_root_path()) == trust_roots.fingerprint(first[0])
    try:
        memo.certificates(b"not a certificate")
    except ValueError:
        pass
    else:
        raise AssertionError("bytes that hold no certificate were read as one")
