import numpy as np

def claim_batches(rng, n_batches, bs=8):
    for _ in range(n_batches):
        lens = rng.integers(6, 20, size=bs)
        out = np.zeros((bs, lens.max()), np.int32)
        for i, n in enumerate(lens):
            out[i, :n] = rng.integers(1, 400, size=n)
        yield out
