import numpy as np


def field_record(rng, n_zones, soil_first):
    n = rng.uniform(80, 220, n_zones).astype(np.float32)
    p = rng.uniform(10, 60, n_zones).astype(np.float32)
    om = rng.uniform(1.0, 5.0, n_zones).astype(np.float32)
    if soil_first:
        return {"organic_matter": om, "nitrogen": n, "phosphorus": p}
    return {"nitrogen": n, "phosphorus": p, "organic_matter": om}


def load_fields(n_fields=10, n_zones=16, seed=5):
    rng = np.random.default_rng(seed)
    return [field_record(rng, n_zones, soil_first=(i % 3 == 0)) for i in range(n_fields)]
