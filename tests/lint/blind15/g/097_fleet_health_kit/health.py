import jax
import jax.numpy as jnp


@jax.jit
def health_scores(readings, mean, inv_cov):
    d = readings - mean
    return jnp.sqrt(jnp.einsum("ni,ij,nj->n", d, inv_cov, d))
