import numpy as np


def profile_features(rng, n):
    return {"age_bucket": rng.integers(0, 5, n).astype(np.float32),
            "tenure_days": rng.gamma(2.0, 30.0, n).astype(np.float32)}


def activity_features(rng, n):
    return {"sessions_7d": rng.poisson(3.0, n).astype(np.float32),
            "purchases_30d": rng.poisson(0.5, n).astype(np.float32)}


def join_features(rng, n, source_order):
    row = {}
    for source in source_order:
        row.update(source(rng, n))
    return row
