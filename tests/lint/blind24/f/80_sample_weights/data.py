import numpy as np


def lab_batches(rng, n_batches=4, bs=32):
    for _ in range(n_batches):
        x = rng.uniform(0, 1, (bs, 3)).astype(np.float32)
        y = (5.0 - 3.0 * x[:, 0] + 0.5 * x[:, 1] + rng.normal(0, 0.05, bs)).astype(np.float32)
        yield x, y, None


def field_batches(rng, n_batches=4, bs=32):
    """Field-inferred lives carry reliability weights from the inspection quality."""
    for _ in range(n_batches):
        x = rng.uniform(0, 1, (bs, 3)).astype(np.float32)
        y = (5.0 - 3.0 * x[:, 0] + 0.5 * x[:, 1] + 0.3 * x[:, 2] + rng.normal(0, 0.3, bs)).astype(np.float32)
        w = rng.uniform(0.2, 1.0, bs).astype(np.float32)
        yield x, y, w


def mixed_epoch(rng):
    lab, field = list(lab_batches(rng)), list(field_batches(rng))
    for a, b in zip(lab, field):
        yield a
        yield b
