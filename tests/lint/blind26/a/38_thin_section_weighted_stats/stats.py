import jax
import jax.numpy as jnp


@jax.jit
def weighted_fabric(sections, keep):
    w = keep / jnp.maximum(keep.sum(), 1.0)
    mean = (sections * w[:, None]).sum(0)
    centred = (sections - mean) * jnp.sqrt(w)[:, None]
    return mean, centred.T @ centred
