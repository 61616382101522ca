import jax.numpy as jnp

def month_index(m):
    return jnp.int32(int(m) % 12)
