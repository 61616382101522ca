import numpy as np


def dose_behind_shield(x):
    # x = [lead cm, polyethylene cm] normalized; log10 dose with a weight penalty
    pb, pe = 5 * x[..., 0], 30 * x[..., 1]
    return -(np.log10(1e4 * np.exp(-0.6 * pb) * np.exp(-0.09 * pe) + 1.0) + 0.05 * pb + 0.01 * pe)
