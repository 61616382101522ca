# source: a Python scalar on one call and a jnp scalar on the next (a warm-up call, then the loop)
# jax-compiles: scale_by=2
# lint: JC104@17
import jax
import jax.numpy as jnp


@jax.jit
def scale_by(x, s):
    return x * s


x = jnp.ones(3)
scale_by(x, 2.0)
s = jnp.float32(2.0)
for _ in range(3):
    scale_by(x, s)
