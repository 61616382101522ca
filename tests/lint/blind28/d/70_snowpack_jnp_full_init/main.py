import jax.numpy as jnp
import numpy as np

from snowpack import initial_snowpack, snow_day

rng = np.random.default_rng(15)
pack = initial_snowpack(64)
for day in range(45):
    snowfall = jnp.asarray(rng.exponential(0.01, 64), jnp.float32)
    t_air = jnp.asarray(rng.normal(-20.0, 6.0, 64), jnp.float32)
    pack = snow_day(pack, snowfall, t_air)
print(f"snow on sea ice after 45 days: depth {float(pack['depth'].mean()):.3f} m, density {float(pack['density'].mean()):.0f} kg m-3")
