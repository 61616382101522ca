import numpy as np

def split_sections(rng, n_docs, dim=12):
    for _ in range(n_docs):
        n_sec = int(rng.integers(2, 5))
        yield [rng.normal(size=(dim,)).astype(np.float32) for _ in range(n_sec)]
