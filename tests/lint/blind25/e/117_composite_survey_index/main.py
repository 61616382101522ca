import numpy as np
import jax
import jax.numpy as jnp
from surveys import available_indices

@jax.jit
def composite_index(*indices):
    z = [(jnp.log(i) - jnp.mean(jnp.log(i))) / jnp.std(jnp.log(i)) for i in indices]
    return jnp.mean(jnp.stack(z), axis=0)

rng = np.random.default_rng(89)
for year in range(2017, 2024):
    comp = composite_index(*available_indices(year, rng))
    print(year, round(float(comp[-1]), 3))
