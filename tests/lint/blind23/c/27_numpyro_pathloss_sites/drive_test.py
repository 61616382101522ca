import numpy as np


def load_sites(n_sites, seed=0):
    rng = np.random.default_rng(seed)
    for s in range(n_sites):
        n_meas = int(rng.integers(30, 90))
        d = rng.uniform(10, 500, n_meas)
        rssi = -35 - 10 * rng.uniform(2.5, 3.8) * np.log10(d) + 6 * rng.standard_normal(n_meas)
        yield f"site{s}", np.log10(d).astype(np.float32), rssi.astype(np.float32)
