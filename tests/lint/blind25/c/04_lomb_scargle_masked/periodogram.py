import jax
import jax.numpy as jnp


@jax.jit
def lomb_scargle(t, y, w, freqs):
    ybar = jnp.sum(w * y) / jnp.sum(w)
    y = (y - ybar) * w
    omega = 2 * jnp.pi * freqs[:, None]
    tau = jnp.arctan2(jnp.sum(w * jnp.sin(2 * omega * t), 1), jnp.sum(w * jnp.cos(2 * omega * t), 1)) / (2 * omega[:, 0])
    arg = omega * (t - tau[:, None])
    c, s = jnp.cos(arg), jnp.sin(arg)
    p = (jnp.sum(y * c, 1) ** 2 / jnp.sum(w * c * c, 1) + jnp.sum(y * s, 1) ** 2 / jnp.sum(w * s * s, 1))
    return 0.5 * p / jnp.sum(w * y * y)
