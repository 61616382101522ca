import jax
import jax.numpy as jnp


@jax.jit
def moment_sums(x, w):
    """Weighted first and second moments of one chunk, for a streaming mean/variance."""
    w = w[:, None]
    return jnp.sum(w * x, axis=0), jnp.sum(w * x * x, axis=0), jnp.sum(w)
