import numpy as np
import jax.numpy as jnp


def load_layout(cfg):
    pos = jnp.asarray(np.array(cfg["pos"]) / 1000.0, dtype=jnp.float32)
    dirs = jnp.asarray(cfg["dir"], dtype=jnp.float32)
    return pos, dirs
