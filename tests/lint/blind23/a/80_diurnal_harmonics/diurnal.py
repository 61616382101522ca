import jax
import jax.numpy as jnp


@jax.jit
def diurnal_harmonics(hourly):
    h = jnp.arange(24.0)
    basis = jnp.stack([jnp.ones(24), jnp.cos(2 * jnp.pi * h / 24), jnp.sin(2 * jnp.pi * h / 24)], 1)
    coef, *_ = jnp.linalg.lstsq(basis, hourly)
    amp = jnp.hypot(coef[1], coef[2])
    return coef[0], amp
