import numpy as np
import jax.numpy as jnp

from storage import ice_storage_step

hours = np.arange(24)
charge = jnp.asarray(np.where((hours < 6) | (hours >= 22), 150.0, 0.0), jnp.float32)
discharge = jnp.asarray(np.where((hours >= 12) & (hours < 18), 160.0, 0.0), jnp.float32)

soc = jnp.asarray(0.3)
trace = []
for h in hours:
    soc = ice_storage_step(soc, charge[h], discharge[h])
    trace.append(float(soc))
print(np.round(trace, 3))
