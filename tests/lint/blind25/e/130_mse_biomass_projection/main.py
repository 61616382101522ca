import numpy as np
import jax.numpy as jnp
from om import OM, om_step

rng = np.random.default_rng(102)
state = OM(biomass=jnp.float32(2500.0), catch=jnp.float32(0.0), year=jnp.int32(2025))
for _ in range(8):
    hr = np.float32(0.15 if float(state.biomass) > 2000 else 0.05)
    state = om_step(state, hr, np.float32(rng.normal(0, 0.2)))
    print(int(state.year), round(float(state.biomass)), round(float(state.catch)))
