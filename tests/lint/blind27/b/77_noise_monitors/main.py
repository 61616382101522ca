import jax.numpy as jnp
import numpy as np
from model import noise_footprint_db

rng = np.random.default_rng(77)
monitors_km = jnp.asarray([1.5, 3.0, 5.0, 8.0], dtype=jnp.float32)
humid_days = {2, 4}
for day in range(6):
    thrust = jnp.float32(rng.uniform(150, 250))
    if day in humid_days:
        lvl = noise_footprint_db(thrust, monitors_km, 2.0)
    else:
        lvl = noise_footprint_db(thrust, monitors_km)
    print(day, np.round(np.asarray(lvl), 1))
