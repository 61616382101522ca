# source: one argument passed by position, then by keyword: two cache entries
# jax-compiles: scaled=2
# lint: JC106@16
import jax
import jax.numpy as jnp


@jax.jit
def scaled(x, scale):
    return x * scale


x = jnp.ones(3)
s = jnp.float32(2.0)
scaled(x, s)
scaled(x, scale=s)
