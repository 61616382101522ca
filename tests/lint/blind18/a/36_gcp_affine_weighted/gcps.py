import numpy as np

TRUE_AFFINE = np.array([[10.0, 0.2, 500000.0], [-0.1, -10.0, 4200000.0]])
MAX_GCPS = 16


def matched_gcps(scene_idx, seed=0):
    """Ground control points matched against the reference basemap for one scene,
    padded to MAX_GCPS with zero-weight rows."""
    rng = np.random.default_rng(seed + scene_idx)
    n = 6 + (scene_idx * 5) % 7
    px = rng.uniform(0, 1000, size=(n, 2))
    world = np.c_[px, np.ones(n)] @ TRUE_AFFINE.T + rng.normal(0, 0.5, (n, 2))
    px_pad = np.zeros((MAX_GCPS, 2), np.float32)
    world_pad = np.zeros((MAX_GCPS, 2), np.float32)
    weight = np.zeros((MAX_GCPS,), np.float32)
    px_pad[:n], world_pad[:n], weight[:n] = px, world, 1.0
    return px_pad, world_pad, weight
