import numpy as np


def init_gaussians(rng, n, capacity):
    g = {
        "means": np.zeros((capacity, 2), np.float32),
        "log_scales": np.full((capacity, 2), -1.0, np.float32),
        "colors": np.zeros((capacity, 3), np.float32),
    }
    g["means"][:n] = rng.normal(size=(n, 2))
    g["colors"][:n] = rng.uniform(size=(n, 3))
    active = np.zeros((capacity,), np.float32)
    active[:n] = 1.0
    return g, active


def densify(gaussians, active, grad_norm, fraction=0.5):
    g = {k: np.array(v) for k, v in gaussians.items()}
    active = np.array(active)
    live = np.flatnonzero(active)
    free = np.flatnonzero(active == 0)
    order = live[np.argsort(-np.asarray(grad_norm)[live], kind="stable")]
    grow = order[: min(int(len(live) * fraction), len(free))]
    slots = free[: len(grow)]
    for k in g:
        g[k][slots] = g[k][grow]
    g["means"][slots] += 0.01
    active[slots] = 1.0
    return g, active
