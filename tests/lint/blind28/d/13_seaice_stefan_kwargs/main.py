import jax.numpy as jnp
import numpy as np

from thermo import grow_ice

DAY = 86400.0
rng = np.random.default_rng(11)
n_floes = 32
h = jnp.full((n_floes,), 0.05, jnp.float32)
snow = jnp.asarray(rng.uniform(0.0, 0.2, n_floes), jnp.float32)
air = jnp.asarray(-25.0 + rng.normal(0, 3.0, (90, n_floes)), jnp.float32)

# first week of freeze-up with hourly steps
for hour in range(24 * 7):
    h = grow_ice(h, air[hour // 24], snow, 3600.0)

for day in range(7, 90):
    h = grow_ice(h, air[day], snow, dt=DAY)
print(f"mean ice thickness after 90 days: {float(jnp.mean(h)):.2f} m (range {float(h.min()):.2f}-{float(h.max()):.2f})")
