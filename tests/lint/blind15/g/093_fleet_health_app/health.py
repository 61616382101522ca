import jax
import jax.numpy as jnp


@jax.jit
def health_scores(readings, alive, mean, inv_cov):
    d = jnp.where(alive[:, None], readings - mean, 0.0)
    return jnp.where(alive, jnp.sqrt(jnp.einsum("ni,ij,nj->n", d, inv_cov, d)), -jnp.inf)
