import numpy as np


def event_rays(rng, n_events, n_cells):
    """Each event is recorded by a different number of stations."""
    out = []
    for _ in range(n_events):
        n_obs = int(rng.integers(6, 14))
        G = rng.random((n_obs, n_cells)).astype(np.float32) * (rng.random((n_obs, n_cells)) < 0.3)
        out.append(G)
    return out
