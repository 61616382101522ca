import numpy as np


def init_gaussians(rng, n):
    return {
        "means": rng.normal(size=(n, 2)).astype(np.float32),
        "log_scales": np.full((n, 2), -1.0, np.float32),
        "colors": rng.uniform(size=(n, 3)).astype(np.float32),
    }


def densify(gaussians, grad_norm, fraction=0.5):
    order = np.argsort(-np.asarray(grad_norm), kind="stable")
    grow = order[: int(len(order) * fraction)]
    clones = {k: np.asarray(v)[grow] for k, v in gaussians.items()}
    clones["means"] = clones["means"] + 0.01
    return {k: np.concatenate([np.asarray(gaussians[k]), clones[k]]) for k in gaussians}
