import numpy as np


def substeps_for(kappa, dx, interval, safety=0.4):
    dt_max = safety * dx**2 / kappa
    return int(np.ceil(interval / dt_max))
