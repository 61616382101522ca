import numpy as np


def load_region(name, seed, with_errors):
    rng = np.random.default_rng(seed)
    u_obs = rng.uniform(10, 800, 300).astype(np.float32)
    u_model = (u_obs * rng.normal(1.0, 0.15, 300)).astype(np.float32)
    out = {"name": name, "u_obs": u_obs, "u_model": u_model}
    if with_errors:
        # ITS_LIVE mosaics come with per-pixel velocity errors
        out["sigma"] = rng.uniform(2, 30, 300).astype(np.float32)
    return out
