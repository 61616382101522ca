import jax.numpy as jnp
import numpy as np

ME = 0.511


def electron_tracks(rng, n=200, from_device=False):
    ke = rng.uniform(0.3, 3.0, n).astype(np.float32)
    gamma = 1 + ke / ME
    beta = np.sqrt(1 - 1 / gamma ** 2).astype(np.float32)
    path = (0.5 * ke).astype(np.float32)
    if from_device:
        return jnp.asarray(beta), jnp.asarray(path)
    return beta, path
