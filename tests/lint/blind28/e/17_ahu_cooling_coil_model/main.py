import numpy as np
import jax.numpy as jnp

from coil import coil_leaving_air
from spec import coil_spec_for

rng = np.random.default_rng(2)
ahus = ["AHU-1", "AHU-2", "AHU-3", "AHU-4"]
for hour in range(3):
    for tag in ahus:
        mat = jnp.float32(24 + rng.normal())
        flow = jnp.float32(3.0 + rng.uniform(0, 2))
        lat = coil_leaving_air(coil_spec_for(tag), mat, jnp.float32(7.0), flow)
        print(hour, tag, round(float(lat), 2))
