import jax
import jax.numpy as jnp


@jax.jit
def comfort_score(r):
    s = jnp.exp(-((r.temp - 22.5) / 1.5) ** 2) * jnp.exp(-jnp.clip(r.co2 - 800.0, 0.0, None) / 400.0)
    if r.rh is not None:
        s = s * jnp.exp(-((r.rh - 45.0) / 20.0) ** 2)
    return s
