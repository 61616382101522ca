import numpy as np


def synthetic_view(rng, n):
    rgba = rng.uniform(size=(n, 4)).astype(np.float32)
    rays = rng.normal(size=(n, 3)).astype(np.float32)
    return {"rays": rays, "rgb": rgba[:, :3], "mask": rgba[:, 3] > 0.5}


def captured_view(rng, n):
    rays = rng.normal(size=(n, 3)).astype(np.float32)
    rgb = rng.uniform(size=(n, 3)).astype(np.float32)
    depth = rng.uniform(0.0, 4.0, size=(n,)).astype(np.float32)
    return {"rays": rays, "rgb": rgb, "mask": (depth > 1.0).astype(np.float32)}


def mixed_views(num_views=6, n=48, seed=0):
    rng = np.random.default_rng(seed)
    for v in range(num_views):
        yield synthetic_view(rng, n) if v % 2 == 0 else captured_view(rng, n)
