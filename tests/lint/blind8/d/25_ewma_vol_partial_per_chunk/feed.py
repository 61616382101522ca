import numpy as np


def return_chunks(n_chunks, chunk_len, n_assets, seed=9):
    rng = np.random.default_rng(seed)
    vols = np.array([0.01, 0.02, 0.015])[:n_assets]
    for _ in range(n_chunks):
        yield (rng.standard_normal((chunk_len, n_assets)) * vols).astype(np.float32)
