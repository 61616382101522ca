import numpy as np

TRUE_AFFINE = np.array([[10.0, 0.2, 500000.0], [-0.1, -10.0, 4200000.0]])


def matched_gcps(scene_idx, seed=0):
    """Ground control points matched against the reference basemap for one scene."""
    rng = np.random.default_rng(seed + scene_idx)
    n = 6 + (scene_idx * 5) % 7
    px = rng.uniform(0, 1000, size=(n, 2))
    world = np.c_[px, np.ones(n)] @ TRUE_AFFINE.T + rng.normal(0, 0.5, (n, 2))
    return px.astype(np.float32), world.astype(np.float32)
