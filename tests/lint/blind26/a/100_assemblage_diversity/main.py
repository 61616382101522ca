import jax
import jax.numpy as jnp

from assemblages import sites, type_counts


@jax.jit
def richness_indices(counts):
    p = counts / counts.sum()
    shannon = -(p * jnp.log(p)).sum()
    simpson = 1.0 - (p ** 2).sum()
    return shannon, simpson


for name, types in sites():
    h, d = richness_indices(type_counts(types))
    print(name, round(float(h), 3), round(float(d), 3))
