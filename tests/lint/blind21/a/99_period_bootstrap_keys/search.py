import jax
import jax.numpy as jnp

FREQS = jnp.linspace(0.2, 4.0, 400)


@jax.jit
def bootstrap_peak(t, y, key):
    idx = jax.random.randint(key, (t.size,), 0, t.size)
    tb, yb = t[idx], y[idx] - y[idx].mean()
    arg = 2 * jnp.pi * FREQS[:, None] * tb[None]
    power = jnp.sum(yb * jnp.cos(arg), 1) ** 2 + jnp.sum(yb * jnp.sin(arg), 1) ** 2
    return FREQS[jnp.argmax(power)]
