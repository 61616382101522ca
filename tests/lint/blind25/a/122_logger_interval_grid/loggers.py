import numpy as np

LOGGERS = {"davis_vp2": 15, "hobo_u30": 10, "campbell_cr300": 5, "meter_zl6": 15}


def day_series(interval_min, rng):
    t = np.arange(0, 24 * 60, interval_min) / 60.0
    temp = 18 + 8 * np.sin(2 * np.pi * (t - 9) / 24) + rng.normal(0, 0.5, len(t))
    return t.astype(np.float32), temp.astype(np.float32)
