# source: splits proven even: a length cut to whole batches, an assert, numpy's split
# jax-compiles: even_a=1 even_b=1 even_c=1
# lint: -
import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def even_a(batch):
    return jnp.sum(batch)


@jax.jit
def even_b(batch):
    return jnp.sum(batch)


@jax.jit
def even_c(batch):
    return jnp.sum(batch)


data = np.arange(12.0)
bs = 4
n = len(data) // bs * bs
for i in range(0, n, bs):
    even_a(data[i:i + bs])
assert len(data) % bs == 0
for i in range(0, len(data), bs):
    even_b(data[i:i + bs])
for chunk in np.split(data, 3):
    even_c(chunk)
