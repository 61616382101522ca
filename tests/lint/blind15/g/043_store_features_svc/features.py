import numpy as np


def build_features(rows):
    feats = {
        "price": rows["price"].astype(np.float32),
        "dow": np.eye(7, dtype=np.float32)[rows["dow"]],
    }
    if rows["promo"].any():
        feats["promo"] = rows["promo"].astype(np.float32)[:, None]
    return feats


def synthetic_rows(rng, n):
    return {
        "price": rng.uniform(1, 5, n),
        "dow": rng.integers(0, 7, n),
        "promo": rng.random(n) < 0.03,
        "sales": rng.poisson(20, n).astype(np.float32),
    }
