import numpy as np

SEQ_LEN = 32


def pad_row(seq, length=SEQ_LEN):
    row = np.zeros(length, dtype=np.int32)
    row[: len(seq)] = seq[:length]
    return row


def pack_pair(a, b, length=SEQ_LEN):
    ids = np.zeros(length, dtype=np.int32)
    seg = np.zeros(length, dtype=np.int32)
    pos = np.zeros(length, dtype=np.int32)
    off = 0
    for s, seq in enumerate((a, b), start=1):
        ids[off : off + len(seq)] = seq
        seg[off : off + len(seq)] = s
        pos[off : off + len(seq)] = np.arange(len(seq))
        off += len(seq)
    return ids, seg, pos


def make_batch(docs):
    """Pack two documents per row when they fit, otherwise pad one per row."""
    if all(len(d) <= SEQ_LEN // 2 for d in docs):
        rows = [pack_pair(docs[i], docs[i + 1]) for i in range(0, len(docs), 2)]
        ids, seg, pos = map(np.stack, zip(*rows))
        return {"input_ids": ids, "segment_ids": seg, "positions": pos}
    ids = np.stack([pad_row(d) for d in docs[: len(docs) // 2]])
    seg = (ids > 0).astype(np.int32)
    pos = np.broadcast_to(np.arange(SEQ_LEN, dtype=np.int32), ids.shape).copy()
    return {"input_ids": ids, "segment_ids": seg, "positions": pos}


def document_stream(seed=0):
    rng = np.random.default_rng(seed)
    while True:
        max_len = 16 if rng.random() < 0.5 else 32
        yield [rng.integers(1, 64, size=rng.integers(4, max_len + 1)) for _ in range(8)]
