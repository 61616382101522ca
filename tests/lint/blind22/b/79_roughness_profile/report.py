import numpy as np

from metrics import roughness


def shift_report(profiles):
    ra = roughness(profiles, method="ra")
    return {"ra_mean": float(np.mean(ra)), "ra_max": float(np.max(ra))}
