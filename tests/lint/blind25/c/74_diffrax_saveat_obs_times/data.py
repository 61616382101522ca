import numpy as np


def follow_up_campaigns(seed=0):
    rng = np.random.default_rng(seed)
    out = []
    for name, n_obs in [("AT2017gfo", 18), ("SN2024a", 11), ("SN2024b", 14), ("SN2024c", 11)]:
        t = np.sort(rng.uniform(0.5, 20.0, n_obs)).astype(np.float32)
        out.append((name, t))
    return out
