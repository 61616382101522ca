import numpy as np

CORPUS = (
    "the quick brown fox jumps over the lazy dog. "
    "a journey of a thousand miles begins with a single step. "
    "all that glitters is not gold. "
) * 4


def train_windows(seq_len, batch, steps, seed=0):
    data = np.frombuffer(CORPUS.encode("utf-8"), dtype=np.uint8)
    rng = np.random.default_rng(seed)
    for _ in range(steps):
        starts = rng.integers(0, len(data) - seq_len - 1, batch)
        yield np.stack([data[s : s + seq_len + 1] for s in starts])


def encode_prompts(texts, seq_len):
    rows = []
    for t in texts:
        ids = list(t.encode("utf-8"))[: seq_len + 1]
        rows.append(ids + [32] * (seq_len + 1 - len(ids)))
    return np.array(rows)
