import jax
import jax.numpy as jnp


@jax.jit
def flag_and_adapt(residuals, threshold):
    flags = jnp.abs(residuals) > threshold
    # adapt the limit slowly toward 3 sigma of the non-flagged residuals
    ok = jnp.where(flags, 0.0, residuals)
    sigma = jnp.sqrt(jnp.sum(ok ** 2) / jnp.maximum(jnp.sum(~flags), 1))
    return flags.sum(), 0.9 * threshold + 0.1 * 3.0 * sigma
