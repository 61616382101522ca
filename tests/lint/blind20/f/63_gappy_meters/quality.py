import numpy as np


def fetch_day(meter, seed):
    rng = np.random.default_rng(seed)
    kw = (0.6 + 0.3 * np.sin(np.arange(96) / 96 * 2 * np.pi) + 0.05 * rng.standard_normal(96)).astype(np.float32)
    if meter["comm"] == "plc":
        lost = rng.random(96) < 0.1
        kw[lost] = 0.0
        return kw, (~lost).astype(np.float32)
    return kw, None
