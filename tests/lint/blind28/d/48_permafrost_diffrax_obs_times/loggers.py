import numpy as np


def logger_days(site_seed):
    # data loggers with gaps: keep only days where the logger recorded
    rng = np.random.default_rng(site_seed)
    days = np.arange(5.0, 730.0, 15.0)
    ok = rng.random(days.size) > 0.2
    return days[ok].astype(np.float32)
