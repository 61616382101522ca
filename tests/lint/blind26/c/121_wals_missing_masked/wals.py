import numpy as np

N_FEATURES = 20


def load_languages(seed=121, n=6):
    rng = np.random.default_rng(seed)
    out = {}
    for i in range(n):
        vals = rng.integers(0, 2, N_FEATURES).astype(np.float32)
        missing = rng.random(N_FEATURES) < 0.25
        vals[missing] = np.nan
        out[f"lang{i}"] = vals
    return out
