import numpy as np

N_CELLS = 40
N_RAYS = 30


def transmission(rng):
    G = rng.uniform(0, 2500.0, (N_RAYS, N_CELLS)) * (rng.random((N_RAYS, N_CELLS)) > 0.6)
    detected = rng.random(N_RAYS) > 0.15
    true_ds = rng.normal(0, 1e-4, N_CELLS)
    dt = G @ true_ds + rng.normal(0, 1e-3, N_RAYS)
    return G.astype(np.float32), dt.astype(np.float32), detected
