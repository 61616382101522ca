import numpy as np


def make_stays(rng, n):
    nights = rng.integers(1, 10, n)
    adults = rng.integers(1, 4, n)
    kids = rng.integers(0, 3, n)
    spend = 80 * nights + 30 * adults * nights + 15 * kids * nights + rng.normal(0, 40, n)
    return {
        "nights": nights.astype(np.float32),
        "party": np.stack([adults, kids], 1).astype(np.float32),
        "spend": (spend / 1000).astype(np.float32),
    }


def batches(data, size):
    n = len(data["spend"])
    for s in range(0, n - size + 1, size):
        yield {k: v[s:s + size] for k, v in data.items()}
