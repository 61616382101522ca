import numpy as np
import jax.numpy as jnp

from solar import window_solar_gain

shgc_area = jnp.float32(0.4 * 35.0)

# hourly design-day check
hourly = window_solar_gain(jnp.arange(24), jnp.float32(172), shgc_area)
print("peak hourly gain (kW):", float(hourly.max()))

# 15-minute simulation steps for the control sequence
for doy in (80, 172, 264, 355):
    quarter = window_solar_gain(jnp.asarray(np.arange(96) / 4.0, jnp.float32)[:24], jnp.float32(doy), shgc_area)
    print(doy, round(float(quarter.sum() * 0.25), 3))
