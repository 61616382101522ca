import jax.numpy as jnp
import numpy as np


def sprint_threshold(athlete):
    if "vmax" in athlete:
        return jnp.float32(0.7) * jnp.float32(athlete["vmax"])
    return np.float32(7.0)
