import numpy as np


def matched_stars(field, n=60):
    """Detected pixel positions matched to Gaia offsets (deg) for one field."""
    rng = np.random.default_rng(100 + field)
    xy = rng.uniform(-1024, 1024, (n, 2)).astype(np.float32)
    theta = np.deg2rad(rng.uniform(-0.5, 0.5))
    rot = np.array([[np.cos(theta), -np.sin(theta)], [np.sin(theta), np.cos(theta)]])
    radec = 0.396 * xy @ rot.T / 3600.0 + rng.normal(0, 0.02 / 3600, (n, 2))
    return xy, radec.astype(np.float32)
