import numpy as np


def cruise_schedule(seed=2):
    rng = np.random.default_rng(seed)
    cruises = []
    for c in range(5):
        n_stations = int(rng.integers(6, 14))
        days = np.sort(rng.uniform(5, 200, n_stations)).astype(np.float32)
        chl = rng.gamma(2.0, 0.4, n_stations).astype(np.float32)
        cruises.append({"name": f"cruise-{c + 1}", "days": days, "chl": chl})
    return cruises
