import numpy as np
import jax
import jax.numpy as jnp
from surveys import stacked_indices

@jax.jit
def weighted_composite(idx, avail):
    li = jnp.log(idx)
    z = (li - li.mean(axis=1, keepdims=True)) / (li.std(axis=1, keepdims=True) + 1e-6)
    return jnp.sum(avail[:, None] * z, axis=0) / jnp.sum(avail)

rng = np.random.default_rng(90)
for year in range(2017, 2024):
    comp = weighted_composite(*stacked_indices(year, rng))
    print(year, round(float(comp[-1]), 3))
