import numpy as np
import jax.numpy as jnp

from plant import boiler_efficiency
from staging import stages_needed

DESIGN_STAGES = 2  # from the commissioning report

rng = np.random.default_rng(1)
for hour in range(12):
    load = float(rng.uniform(400, 690))
    n = stages_needed(load) if hour % 3 else DESIGN_STAGES
    eff = boiler_efficiency(jnp.float32(load), jnp.float32(45.0), n)
    print(hour, type(n).__name__, round(float(eff), 3))
