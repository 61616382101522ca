import numpy as np


def badge_records(n_workers=8, seed=3):
    """Monthly Hp(10) badge readings in mSv; workers joined in different months."""
    rng = np.random.default_rng(seed)
    out = {}
    for w in range(n_workers):
        months = int(rng.integers(3, 13))
        out[f"W{w:03d}"] = rng.gamma(1.5, 0.08, months).astype(np.float32)
    return out
