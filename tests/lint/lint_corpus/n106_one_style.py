# source: the fix: pass the argument one way everywhere
# jax-compiles: scaled_kw=1
# lint: -
import jax
import jax.numpy as jnp


@jax.jit
def scaled_kw(x, scale):
    return x * scale


x = jnp.ones(3)
s = jnp.float32(2.0)
scaled_kw(x, scale=s)
scaled_kw(x, scale=s * 2)
