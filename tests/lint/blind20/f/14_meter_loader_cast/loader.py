import numpy as np


def read_export(vendor, n_days, seed):
    """Simulated head-end export: some vendors report integer Wh, others float kWh."""
    rng = np.random.default_rng(seed)
    n = 96 * n_days
    kwh = np.abs(0.3 + 0.2 * np.sin(np.arange(n) * 2 * np.pi / 96) + 0.05 * rng.standard_normal(n))
    if vendor == "landis":
        return np.round(kwh * 1000).astype(np.int32), "Wh"
    return kwh.astype(np.float32), "kWh"


def load_meter(vendor, seed):
    values, unit = read_export(vendor, n_days=2, seed=seed)
    if unit == "Wh":
        values = values.astype(np.float32) / 1000.0
    return values.astype(np.float32).reshape(-1, 96), "kWh"
