import numpy as np
from flax.core import freeze


def from_warehouse(rng, n=64):
    return {
        "recency": rng.exponential(30, n).astype(np.float32),
        "frequency": rng.poisson(4, n).astype(np.float32),
        "coupon_value": rng.choice([5.0, 10.0, 20.0], n).astype(np.float32),
        "redeemed": (rng.random(n) < 0.15).astype(np.float32),
    }


def from_stream(rng, n=64):
    batch = {}
    batch["redeemed"] = (rng.random(n) < 0.15).astype(np.float32)
    batch["coupon_value"] = rng.choice([5.0, 10.0, 20.0], n).astype(np.float32)
    batch["frequency"] = rng.poisson(4, n).astype(np.float32)
    batch["recency"] = rng.exponential(30, n).astype(np.float32)
    return freeze(batch)
