import numpy as np


def clinic_records(rng, n=32):
    x = rng.normal(size=(n, 4)).astype(np.float32)
    y = (x[:, 0] * 0.7 + x[:, 2] * 0.3).astype(np.float32)
    return x, y


def lab_records(rng, n=32):
    x = rng.normal(size=(n, 4)).astype(np.float32)
    y = (x[:, 0] * 0.7 + x[:, 2] * 0.3).astype(np.float32).reshape(-1, 1)  # lab export: one column per analyte
    return x, y


def mixed_batches(seed, n_batches=6):
    rng = np.random.default_rng(seed)
    for i in range(n_batches):
        yield clinic_records(rng) if i % 3 else lab_records(rng)
