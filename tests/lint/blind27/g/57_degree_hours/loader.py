import numpy as np


def load_probe_trace(rng, has_gaps):
    temp = (18 + rng.normal(0, 0.3, 96)).astype(np.float32)
    if has_gaps:
        temp[rng.random(96) < 0.1] = np.nan
        valid = ~np.isnan(temp)
        temp = np.nan_to_num(temp, nan=0.0)
    else:
        valid = np.ones(96, np.float32)
    return temp, valid
