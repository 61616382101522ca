import jax
import jax.numpy as jnp

@jax.jit
def intersection_step(arrivals, green_share, prev_queue=None):
    if prev_queue is None:
        prev_queue = jnp.zeros_like(arrivals)
    served = jnp.minimum(prev_queue + arrivals, 12.0 * green_share)
    return prev_queue + arrivals - served, served
