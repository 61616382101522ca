import jax
import jax.numpy as jnp


@jax.jit
def lomb_scargle(t, y, freqs):
    y = y - y.mean()
    w = 2 * jnp.pi * freqs[:, None]
    tau = jnp.arctan2(jnp.sum(jnp.sin(2 * w * t), axis=1), jnp.sum(jnp.cos(2 * w * t), axis=1)) / (2 * w[:, 0])
    arg = w * (t - tau[:, None])
    c, s = jnp.cos(arg), jnp.sin(arg)
    p = (jnp.sum(y * c, axis=1) ** 2 / jnp.sum(c**2, axis=1)
         + jnp.sum(y * s, axis=1) ** 2 / jnp.sum(s**2, axis=1))
    return 0.5 * p / jnp.var(y)
