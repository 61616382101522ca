import numpy as np
import jax
import jax.numpy as jnp
from climate import monthly_series

@jax.jit
def monthly_thermal_stress(temps, t_crit):
    excess = jnp.maximum(temps - t_crit, 0.0)
    return jnp.sum(excess), jnp.max(jnp.convolve(temps, jnp.ones(7) / 7, mode="valid"))

rng = np.random.default_rng(69)
for month, temps in monthly_series(2023, rng):
    dd, wk = monthly_thermal_stress(temps, np.float32(15.0))
    print(month, len(temps), round(float(dd), 1), round(float(wk), 1))
