import jax
import jax.numpy as jnp


@jax.jit
def temporal_median(history, frame):
    stack = jnp.stack(history + [frame])
    return jnp.median(stack, axis=0)
