import jax
import jax.numpy as jnp

FREQS = jnp.linspace(0.2, 2.5, 200)


@jax.jit
def best_period(times, mags, mask):
    def power(t, m, w):
        mean = jnp.sum(m * w) / jnp.sum(w)
        y = (m - mean) * w
        phase = 2 * jnp.pi * FREQS[:, None] * t[None, :]
        c = jnp.sum(y * jnp.cos(phase), axis=1)
        s = jnp.sum(y * jnp.sin(phase), axis=1)
        return c**2 + s**2

    p = jax.vmap(power)(times, mags, mask)
    return 1.0 / FREQS[jnp.argmax(p, axis=1)]
