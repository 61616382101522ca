import jax.numpy as jnp
import numpy as np

from floes import drift_step

rng = np.random.default_rng(14)
n = 100
# buoy deployment positions (km -> m)
state = (jnp.asarray(rng.uniform(0, 5e4, n), jnp.float32), jnp.asarray(rng.uniform(0, 5e4, n), jnp.float32),
         jnp.zeros(n, jnp.float32), jnp.zeros(n, jnp.float32))
for hour in range(24):
    state = drift_step(state, jnp.float32(6.0), jnp.float32(-2.0), jnp.float32(3600.0))
print(f"mean displacement: {float(jnp.mean(state.x))/1e3:.1f} km, {float(jnp.mean(state.y))/1e3:.1f} km")
