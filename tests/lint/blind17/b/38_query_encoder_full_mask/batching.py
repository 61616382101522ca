import numpy as np

MAX_LEN = 6


def pad_queries(queries):
    tokens = np.zeros((len(queries), MAX_LEN), np.int32)
    lengths = np.array([min(len(q), MAX_LEN) for q in queries])
    for i, q in enumerate(queries):
        tokens[i, :len(q)] = q[:MAX_LEN]
    return tokens, np.arange(MAX_LEN)[None, :] < lengths[:, None]


def query_batches(rng, n_batches, batch=8):
    for _ in range(n_batches):
        lo = 6 if rng.random() < 0.5 else 2
        queries = [rng.integers(1, 300, rng.integers(lo, 7)) for _ in range(batch)]
        yield pad_queries(queries)
