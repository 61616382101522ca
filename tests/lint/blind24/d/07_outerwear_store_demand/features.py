import numpy as np

PROMO_WEEKS = {3, 4, 9}


def week_features(week, n_stores=30, seed=0):
    rng = np.random.default_rng(seed + week)
    feats = {
        "traffic": rng.poisson(400, n_stores).astype(np.float32),
        "temp_c": rng.normal(15, 6, n_stores).astype(np.float32),
    }
    if week in PROMO_WEEKS:
        feats["promo_depth"] = rng.uniform(0.1, 0.4, n_stores).astype(np.float32)
    return feats
