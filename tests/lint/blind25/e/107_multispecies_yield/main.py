import jax
import jax.numpy as jnp
from species import SPECIES, species_arrays

@jax.jit
def species_yield(n, w, M, F):
    z = M + F
    return jnp.sum(n * F / z * (1 - jnp.exp(-z)) * w)

for F in (0.2, 0.4):
    for name, cfg in SPECIES.items():
        n, w, M = species_arrays(cfg)
        print(F, name, round(float(species_yield(n, w, M, F)), 1))
