import numpy as np


def live_labels(rng, n):
    status = rng.integers(200, 504, size=n)
    return status >= 500


def backfilled_labels(rng, n):
    return (rng.random(n) < 0.05).astype(np.float32)


def label_stream(rng, n_batches=6, batch=128):
    for i in range(n_batches):
        if i % 3 == 2:
            yield "backfill", backfilled_labels(rng, batch)
        else:
            yield "live", live_labels(rng, batch)
