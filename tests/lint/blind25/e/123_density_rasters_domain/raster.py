from functools import partial
import jax
import jax.numpy as jnp

@partial(jax.jit, static_argnames=("shape",))
def grid_mean_catch(x, y, catch, x0, y0, cell, shape):
    col = jnp.clip(((x - x0) / cell).astype(jnp.int32), 0, shape[1] - 1)
    row = jnp.clip(((y - y0) / cell).astype(jnp.int32), 0, shape[0] - 1)
    flat = row * shape[1] + col
    tot = jnp.zeros(shape[0] * shape[1]).at[flat].add(catch)
    n = jnp.zeros(shape[0] * shape[1]).at[flat].add(1.0)
    return (tot / jnp.maximum(n, 1.0)).reshape(shape)
