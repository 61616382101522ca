import numpy as np


def read_defect_list(wafer, seed=0):
    """Defect coordinates (mm) from an inspection results file."""
    rng = np.random.default_rng(seed + wafer)
    n_random = int(rng.poisson(40))
    pts = [rng.uniform(-140, 140, (n_random, 2))]
    if wafer % 3 == 0:  # scratch signature
        t = rng.uniform(0, 1, 25)[:, None]
        pts.append(np.array([-60, -20]) + t * np.array([110, 70]) + rng.normal(0, 1.0, (25, 2)))
    xy = np.concatenate(pts)
    return xy[np.hypot(xy[:, 0], xy[:, 1]) < 148].astype(np.float32)
