import numpy as np

SITES = [
    {"name": "depot_a", "has_weather": True},
    {"name": "school_b", "has_weather": False},
    {"name": "office_c", "has_weather": True},
    {"name": "farm_d", "has_weather": False},
]


def site_batch(site, n=48, seed=0):
    rng = np.random.default_rng(seed)
    hour = np.arange(n) % 24
    feats = {
        "hour_sin": np.sin(2 * np.pi * hour / 24).astype(np.float32),
        "hour_cos": np.cos(2 * np.pi * hour / 24).astype(np.float32),
        "lag_load": rng.uniform(0.5, 2.0, n).astype(np.float32),
    }
    if site["has_weather"]:
        feats["temp_c"] = rng.normal(12, 5, n).astype(np.float32)
    target = rng.uniform(0.5, 2.0, n).astype(np.float32)
    return feats, target
