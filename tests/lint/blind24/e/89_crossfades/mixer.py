import jax
import jax.numpy as jnp

SR = 8000


@jax.jit
def equal_power_crossfade(a, b, fade_s):
    n = a.shape[-1]
    t = jnp.arange(n) / SR
    x = jnp.clip(t / fade_s, 0.0, 1.0)
    return a * jnp.cos(x * jnp.pi / 2) + b * jnp.sin(x * jnp.pi / 2)
