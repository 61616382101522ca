import numpy as np
import jax
import jax.numpy as jnp
from archive import load_scene

@jax.jit
def nbr_change(nir, swir, ref_nbr):
    nir = nir.astype(jnp.float32); swir = swir.astype(jnp.float32)
    nbr = (nir - swir) / (nir + swir + 1e-6)
    return jnp.mean((ref_nbr - nbr) > 0.27)

rng = np.random.default_rng(27)
ref = jnp.full((40, 40), 0.45)
for year in range(2009, 2017):
    nir, swir = load_scene(year, rng)
    print(year, "disturbed fraction", round(float(nbr_change(nir, swir, ref)), 3))
