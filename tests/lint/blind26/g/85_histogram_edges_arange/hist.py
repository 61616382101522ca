import jax
import jax.numpy as jnp


@jax.jit
def peak_freq_hist(peaks, edges):
    counts = jnp.sum((peaks[:, None] >= edges[None, :-1]) & (peaks[:, None] < edges[None, 1:]), axis=0)
    return counts / jnp.maximum(counts.sum(), 1)
