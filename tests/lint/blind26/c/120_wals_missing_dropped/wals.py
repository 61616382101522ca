import numpy as np

N_FEATURES = 20


def load_languages(seed=120, n=6):
    rng = np.random.default_rng(seed)
    langs = {}
    for i in range(n):
        vals = rng.integers(0, 2, N_FEATURES).astype(np.float32)
        missing = rng.random(N_FEATURES) < 0.25
        langs[f"lang{i}"] = (vals, missing)
    return langs


def observed(vals, missing, weights):
    keep = ~missing
    return vals[keep], weights[keep]
