import numpy as np
import jax.numpy as jnp


def from_disk(rng, n=1024):
    return rng.normal(0, 1, (4, n)).astype(np.float32)          # NumPy array from the HDF5 reader


def from_stream(rng, n=1024):
    return jnp.asarray(rng.normal(0, 1, (4, n)), jnp.float32)  # already on device from the live feed
