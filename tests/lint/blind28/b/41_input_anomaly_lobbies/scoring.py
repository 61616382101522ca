import jax.numpy as jnp


def anomaly_score(x, mean, inv_cov, clip):
    d = x - mean
    m = jnp.einsum("ni,ij,nj->n", d, inv_cov, d)
    return jnp.minimum(jnp.sqrt(m), clip)
