import numpy as np

NUM_BEAMS = 32
AZIMUTH_BINS = 256


def sweep(rng, n=3000):
    ring = rng.integers(0, NUM_BEAMS, n)
    occluded = rng.choice(NUM_BEAMS, size=int(rng.integers(0, 4)), replace=False)
    keep = ~np.isin(ring, occluded)
    az = rng.uniform(-np.pi, np.pi, n)
    rng_m = rng.uniform(1, 80, n)
    return ring[keep], az[keep].astype(np.float32), rng_m[keep].astype(np.float32)


def observed_rings(ring):
    uniq, ring_idx = np.unique(ring, return_inverse=True)
    return len(uniq), ring_idx.astype(np.int32)
