import numpy as np

VOCAB = 500


def load_sermons(seed=14, n=8):
    rng = np.random.default_rng(seed)
    docs = []
    for i in range(n):
        length = int(rng.integers(40, 120))
        docs.append(rng.integers(0, VOCAB, length).astype(np.int32))
    return docs
