import jax
import jax.numpy as jnp


@jax.jit
def spectral_index(counts, edges):
    # spectral index of the sample (SIS-like): mean pulse height weighted by counts
    centres = 0.5 * (edges[1:] + edges[:-1])
    return jnp.sum(counts * centres) / jnp.sum(counts), jnp.sum(counts)
