import jax
import jax.numpy as jnp


@jax.jit
def internal_tide_amplitude(t, temp):
    valid = ~jnp.isnan(temp)
    x = jnp.where(valid, temp, 0.0)
    w = 2 * jnp.pi / 0.5175
    c, s = jnp.cos(w * t)[:, None], jnp.sin(w * t)[:, None]
    n = valid.sum(0)
    mean = x.sum(0) / n
    xa = jnp.where(valid, x - mean, 0.0)
    a = 2 * (xa * c).sum(0) / n
    b = 2 * (xa * s).sum(0) / n
    return jnp.hypot(a, b), n
