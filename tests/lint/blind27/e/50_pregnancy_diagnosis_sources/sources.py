import numpy as np


def ultrasound_batch(rng, n=32):
    x = rng.normal(size=(n, 5)).astype(np.float32)
    pregnant = x[:, 0] + 0.3 * x[:, 1] > 0
    return x, pregnant


def pag_blood_batch(rng, n=32):
    # pregnancy-associated glycoprotein test: lab returns 0/1
    x = rng.normal(size=(n, 5)).astype(np.float32)
    pregnant = (x[:, 0] + 0.3 * x[:, 1] > 0).astype(np.int32)
    return x, pregnant


def mixed_stream(n_batches=8, seed=50):
    rng = np.random.default_rng(seed)
    for i in range(n_batches):
        yield ultrasound_batch(rng) if i % 2 == 0 else pag_blood_batch(rng)
