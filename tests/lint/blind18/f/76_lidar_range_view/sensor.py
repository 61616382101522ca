import numpy as np

AZIMUTH_BINS = 256
SENSOR_BEAMS = {"roof_64": 64, "bumper_16": 16}
MAX_POINTS = 3000


def sweep(rng, beams, n=3000):
    ring = rng.integers(0, beams, n)
    occluded = rng.choice(beams, size=int(rng.integers(0, 4)), replace=False)
    keep = ~np.isin(ring, occluded)
    az = rng.uniform(-np.pi, np.pi, n)
    rng_m = rng.uniform(1, 80, n)
    return ring[keep], az[keep].astype(np.float32), rng_m[keep].astype(np.float32)


def pad_points(ring, az, r, max_points=MAX_POINTS):
    k = len(ring)
    out_ring = np.zeros(max_points, np.int32)
    out_az = np.zeros(max_points, np.float32)
    out_r = np.full(max_points, np.inf, np.float32)
    out_ring[:k], out_az[:k], out_r[:k] = ring, az, r
    return out_ring, out_az, out_r
