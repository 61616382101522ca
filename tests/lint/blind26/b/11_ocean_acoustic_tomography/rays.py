import numpy as np

N_CELLS = 40


def transmission(k, rng):
    """Ray path lengths (m) through each cell for rays that were detected on receive."""
    n_rays = 30
    detected = rng.random(n_rays) > 0.15
    G = rng.uniform(0, 2500.0, (n_rays, N_CELLS)) * (rng.random((n_rays, N_CELLS)) > 0.6)
    G = G[detected]
    true_ds = rng.normal(0, 1e-4, N_CELLS)  # slowness perturbation s/m
    dt = G @ true_ds + rng.normal(0, 1e-3, G.shape[0])
    return G.astype(np.float32), dt.astype(np.float32)
