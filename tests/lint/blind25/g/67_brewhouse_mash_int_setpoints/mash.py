import jax
import jax.numpy as jnp


@jax.jit
def fermentability(rests_c, rest_min):
    """Crude share of fermentable sugars: beta-amylase near 63 C, alpha-amylase near 72 C."""
    beta = jnp.exp(-((rests_c - 63.0) / 4.0) ** 2) * rest_min
    alpha = jnp.exp(-((rests_c - 72.0) / 4.0) ** 2) * rest_min
    total = beta.sum() + alpha.sum()
    return 0.55 + 0.35 * beta.sum() / jnp.maximum(total, 1.0)
