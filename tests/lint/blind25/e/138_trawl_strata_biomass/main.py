import numpy as np
import jax
import jax.numpy as jnp
from strata import Stratum

@jax.jit
def stratum_biomass(s):
    return jnp.mean(s.catch / s.swept) * s.area_km2 / 1000.0

rng = np.random.default_rng(108)
areas = [1250.0, 830.0, 2100.0, 640.0]
total = 0.0
for a in areas:
    s = Stratum(rng.gamma(2, 20, 25).astype(np.float32), rng.uniform(0.03, 0.06, 25).astype(np.float32), a)
    b = float(stratum_biomass(s))
    total += b
    print("stratum", a, round(b, 1))
print("total", round(total, 1))
