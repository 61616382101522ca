import numpy as np
import jax
import jax.numpy as jnp
from hauls import raw_hauls, standardised_hauls

@jax.jit
def swept_area_biomass(catch_kg, swept_km2, stratum_km2):
    density = catch_kg / swept_km2
    return jnp.mean(density) * stratum_km2 / 1000.0, jnp.std(density) / jnp.sqrt(density.shape[0])

rng = np.random.default_rng(88)
for s, area in enumerate([1200.0, 800.0, 1500.0, 600.0]):
    c, a = raw_hauls(rng) if s % 2 == 0 else standardised_hauls(rng)
    b, se = swept_area_biomass(c, a, np.float32(area))
    print("stratum", s, type(c).__module__.split(".")[0], round(float(b), 1), "t")
