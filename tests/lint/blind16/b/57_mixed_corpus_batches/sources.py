import numpy as np

SEQ, BATCH, VOCAB = 24, 4, 80


def _row(rng):
    n = int(rng.integers(8, SEQ + 1))
    ids = np.zeros(SEQ, np.int32)
    ids[:n] = rng.integers(3, VOCAB, size=n)
    return ids, (ids > 0).astype(np.float32)


def encyclopedia(seed=0):
    rng = np.random.default_rng(seed)
    while True:
        rows = [_row(rng) for _ in range(BATCH)]
        ids = np.stack([r[0] for r in rows])
        mask = np.stack([r[1] for r in rows])
        yield ids, mask


def dialogues(seed=1):
    rng = np.random.default_rng(seed)
    while True:
        rows = [_row(rng) for _ in range(BATCH)]
        yield [np.stack(col) for col in zip(*rows)]


def interleave(*streams, weights, seed=2):
    rng = np.random.default_rng(seed)
    while True:
        yield next(streams[rng.choice(len(streams), p=weights)])
