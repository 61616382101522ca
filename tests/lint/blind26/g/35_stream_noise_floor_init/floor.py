import jax
import jax.numpy as jnp

ALPHA = 0.95


@jax.jit
def update_floor(noise_floor, block):
    level = jnp.median(block)
    noise_floor = ALPHA * noise_floor + (1 - ALPHA) * level
    events = jnp.sum(block > noise_floor + 6.0)
    return noise_floor, events
