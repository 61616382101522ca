import jax.numpy as jnp
import numpy as np


def init_poses(names):
    return {n: jnp.zeros(3, jnp.float32) for n in names}


def observations(names, rng, n_pts=20):
    pts = rng.normal(size=(n_pts, 3)).astype(np.float32)
    offsets = {n: np.float32(0.1 * (i + 1)) * np.ones(3, np.float32) for i, n in enumerate(names)}
    return pts, {n: pts + offsets[n] for n in names}
