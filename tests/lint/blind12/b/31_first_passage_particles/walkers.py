import jax
import jax.numpy as jnp

BARRIER = 1.0


@jax.jit
def diffuse(key, x, drift, sigma, dt):
    """Advance surviving walkers by one Euler-Maruyama step; report who crossed the barrier."""
    noise = jax.random.normal(key, x.shape)
    x_new = x + drift * dt + sigma * jnp.sqrt(dt) * noise
    return x_new, x_new >= BARRIER
