import jax.numpy as jnp
import numpy as np


def from_archive(rng):
    block = rng.normal(size=(3, 1200)).astype(np.float32)
    return np.asfortranarray(block)


def from_realtime(rng):
    return jnp.asarray(rng.normal(size=(3, 1200)), jnp.float32)


def from_transposed_file(rng):
    return rng.normal(size=(1200, 3)).astype(np.float32).T
