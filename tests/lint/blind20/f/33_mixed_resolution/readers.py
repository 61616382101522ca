import numpy as np

METERS = [("m-001", 15), ("m-002", 60), ("m-003", 15), ("m-004", 30), ("m-005", 60)]


def read_day(meter_id, resolution_min, seed):
    rng = np.random.default_rng(seed)
    steps = 24 * 60 // resolution_min
    t = np.arange(steps) * resolution_min / 60.0
    kw = 0.5 + 0.4 * np.exp(-((t - 19) ** 2) / 4) + 0.05 * rng.standard_normal(steps)
    return kw.astype(np.float32)


def iter_meter_days(n_days=2):
    for day in range(n_days):
        for k, (meter_id, res) in enumerate(METERS):
            yield meter_id, res, read_day(meter_id, res, seed=100 * day + k)
