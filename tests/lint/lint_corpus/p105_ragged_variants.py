# source: ragged batches from index arithmetic, a cursor loop and numpy's array_split
# jax-compiles: step_a=2 step_b=2 step_c=2
# lint: JC105@29 JC105@32 JC105@35
import math

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def step_a(batch):
    return jnp.sum(batch)


@jax.jit
def step_b(batch):
    return jnp.sum(batch)


@jax.jit
def step_c(batch):
    return jnp.sum(batch)


data = np.arange(10.0)
bs = 4
for i in range(math.ceil(len(data) / bs)):
    step_a(data[i * bs:(i + 1) * bs])
start = 0
while start < len(data):
    step_b(data[start:start + bs])
    start += bs
for chunk in np.array_split(data, 3):
    step_c(chunk)
