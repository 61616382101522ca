import numpy as np


def read_alignments(seed, n_utts=5, T=100):
    rng = np.random.default_rng(seed)
    for _ in range(n_utts):
        n_words = int(rng.integers(3, 7))
        cuts = np.sort(rng.choice(np.arange(5, T - 5), n_words - 1, replace=False))
        bounds = [0] + cuts.tolist() + [T]
        spans = [(int(a), int(b)) for a, b in zip(bounds[:-1], bounds[1:])]
        yield rng.normal(size=(T, 13)).astype(np.float32), spans
