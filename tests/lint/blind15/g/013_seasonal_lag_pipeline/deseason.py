import jax
import jax.numpy as jnp


@jax.jit
def seasonal_strength(x, period):
    t = jnp.arange(x.shape[0])
    basis = jnp.stack([jnp.sin(2 * jnp.pi * t / period), jnp.cos(2 * jnp.pi * t / period)], axis=1)
    coef, *_ = jnp.linalg.lstsq(basis, x - x.mean())
    resid = x - x.mean() - basis @ coef
    return 1.0 - jnp.var(resid) / jnp.var(x)
