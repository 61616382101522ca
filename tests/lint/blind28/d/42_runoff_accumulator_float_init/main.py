import jax.numpy as jnp
import numpy as np

from hydro import route_runoff

rng = np.random.default_rng(13)
melt = jnp.asarray(np.maximum(rng.normal(8.0, 5.0, (60, 20)), 0.0), jnp.float32)
rain = jnp.asarray(rng.gamma(0.3, 4.0, (60, 20)), jnp.float32)
storage = 0.0
discharge = []
for day in range(60):
    storage, q = route_runoff(storage, melt[day], rain[day], jnp.float32(12.0))
    discharge.append(float(q))
print(f"peak discharge {max(discharge):.1f} mm/day on day {int(np.argmax(discharge))}, final storage {float(storage):.0f} mm")
