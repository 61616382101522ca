import numpy as np


def picker_batches(rng, n_batches=8, batch=16, length=200):
    for _ in range(n_batches):
        x = rng.standard_normal((batch, length, 3)).astype(np.float32)
        onset = rng.integers(40, 160, batch)
        y = (np.arange(length)[None, :] >= onset[:, None]).astype(np.float32)
        x *= 1.0 + 3.0 * y[..., None]
        yield x, y
