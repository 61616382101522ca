import numpy as np
import jax.numpy as jnp
from projector import Projector, projected_ssb

model = Projector(growth=jnp.float32(0.4), temp_effect=jnp.float32(-0.15))
temps = jnp.asarray(10.0 + np.linspace(0, 2.5, 30), dtype=jnp.float32)
for horizon in (5, 10, 15, 20, 30):
    print(horizon, "yr SSB", round(float(projected_ssb(model, jnp.float32(400.0), temps, horizon)), 1))
