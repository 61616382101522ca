import jax
import jax.numpy as jnp


@jax.jit
def score_batch(mean, inv_cov, batch):
    """Mahalanobis anomaly score of each tick against the reference distribution."""
    d = batch - mean
    return jnp.sqrt(jnp.einsum("ni,ij,nj->n", d, inv_cov, d))
