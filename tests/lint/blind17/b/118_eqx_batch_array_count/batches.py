import numpy as np


def impression_batches(rng, n, batch=64, num_ads=100):
    for _ in range(n):
        ads = rng.integers(0, num_ads, batch).astype(np.int32)
        clicks = (rng.random(batch) < 0.08).astype(np.float32)
        yield {"ads": ads, "clicks": clicks, "num_pos": np.asarray(clicks.sum(), np.float32)}
