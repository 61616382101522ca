import numpy as np
import jax
import jax.numpy as jnp
from species import SPECIES, padded_arrays

@jax.jit
def padded_species_yield(n, w, M, F):
    z = M + F
    return jnp.sum(n * F / z * (1 - jnp.exp(-z)) * w)

for name, (n_ages, M, w_inf) in SPECIES.items():
    n, w = padded_arrays(n_ages, M, w_inf)
    print(name, round(float(padded_species_yield(n, w, np.float32(M), np.float32(0.3))), 1))
