import numpy as np

def load_market(seed, weighted, n_pairs=150, n_periods=10):
    rng = np.random.default_rng(seed)
    t0 = rng.integers(0, n_periods - 1, n_pairs)
    t1 = np.minimum(t0 + rng.integers(1, 5, n_pairs), n_periods - 1)
    D = np.zeros((n_pairs, n_periods), np.float32)
    D[np.arange(n_pairs), t1] += 1
    D[np.arange(n_pairs), t0] -= 1
    true = np.cumsum(rng.normal(0.01, 0.02, n_periods))
    dlogp = (true[t1] - true[t0] + rng.normal(0, 0.03, n_pairs)).astype(np.float32)
    if weighted:
        w = (1.0 / (0.5 + 0.1 * (t1 - t0))).astype(np.float32)
    else:
        w = np.ones(n_pairs, np.float32)
    return {"D": D, "dlogp": dlogp, "weights": w}
