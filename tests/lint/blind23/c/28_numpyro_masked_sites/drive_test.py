import numpy as np
from model import MAX_MEAS


def load_sites(n_sites, seed=0):
    rng = np.random.default_rng(seed)
    for s in range(n_sites):
        n_meas = int(rng.integers(30, 90))
        d = rng.uniform(10, 500, n_meas)
        rssi = -35 - 10 * rng.uniform(2.5, 3.8) * np.log10(d) + 6 * rng.standard_normal(n_meas)
        log_d = np.ones(MAX_MEAS, np.float32)
        obs = np.zeros(MAX_MEAS, np.float32)
        mask = np.arange(MAX_MEAS) < n_meas
        log_d[:n_meas], obs[:n_meas] = np.log10(d), rssi
        yield f"site{s}", log_d, mask, obs
