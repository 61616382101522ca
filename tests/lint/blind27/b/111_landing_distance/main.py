import jax.numpy as jnp
import numpy as np
from model import landing_distance_m

rng = np.random.default_rng(111)
report = {"rcc": None, "slope": None}  # RCAM report not yet received this morning
for arrival in range(6):
    vref = jnp.asarray(rng.uniform(130, 145, 4), dtype=jnp.float32)
    mass = jnp.asarray(rng.uniform(55, 66, 4), dtype=jnp.float32)
    d = landing_distance_m(vref, mass, runway_condition=report["rcc"], slope_pct=report["slope"])
    print(arrival, np.round(np.asarray(d), 0))
