from functools import partial
import jax
import jax.numpy as jnp

@partial(jax.jit, static_argnames=("shape",))
def rasterise_density(x, y, catch, x0, y0, shape):
    col = ((x - x0) / 10.0).astype(jnp.int32)
    row = ((y - y0) / 10.0).astype(jnp.int32)
    flat = row * shape[1] + col
    total = jnp.zeros(shape[0] * shape[1]).at[flat].add(catch)
    n = jnp.zeros(shape[0] * shape[1]).at[flat].add(1.0)
    return (total / jnp.maximum(n, 1.0)).reshape(shape)
