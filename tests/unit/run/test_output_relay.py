"""A worker's output relayed to the terminal: in order, whole characters, in bounded memory."""

from __future__ import annotations


def test_a_target_s_output_is_relayed_in_order_in_bounded_memory(tmp_path, monkeypatch):
    """A target that printed 24 MB (two-byte characters across every chunk boundary):
    relayed to stderr byte for byte, in order, with no copy of the whole in memory."""
    import hashlib
    import sys
    import tracemalloc

    from jaxcheck._src.run import isolate

    out = tmp_path / "output"
    with open(out, "w", encoding="utf-8") as f:
        for i in range(500_000):
            f.write(f"{i:07d} {'é' * 19}\n")  # 47 bytes: chunks end mid-character
    size = out.stat().st_size

    class Sink:  # stderr that keeps a digest, not the text
        def __init__(self):
            self.digest, self.bytes = hashlib.sha256(), 0

        def write(self, text):
            data = text.encode("utf-8")
            self.digest.update(data)
            self.bytes += len(data)

        def flush(self):
            pass

    sink = Sink()
    monkeypatch.setattr(sys, "stderr", sink)
    tracemalloc.start()
    try:
        isolate._relay_output(isolate._Job(0, "t", str(tmp_path / "ch"), str(out)))
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
        monkeypatch.undo()
    assert sink.bytes == size
    assert sink.digest.hexdigest() == hashlib.sha256(out.read_bytes()).hexdigest()
    assert peak < size / 10, f"peak {peak} bytes for {size} bytes of output"
