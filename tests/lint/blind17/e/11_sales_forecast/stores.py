import numpy as np


def make_stores(n_stores=6, n_days=60, seed=0):
    rng = np.random.default_rng(seed)
    stores = []
    for s in range(n_stores):
        t = np.arange(n_days)
        sales = 100 + 10 * np.sin(2 * np.pi * t / 7) + rng.normal(0, 3, n_days) + s * 5
        horizon = int(rng.integers(3, 15))
        stores.append({"id": s, "sales": sales.astype(np.float32), "horizon": horizon})
    return stores
