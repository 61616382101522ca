import jax
import jax.numpy as jnp


@jax.jit
def precip_distribution(pr):
    flat = pr.ravel()
    q = jnp.quantile(flat, jnp.array([0.5, 0.9, 0.99]))
    return flat.mean(), q
