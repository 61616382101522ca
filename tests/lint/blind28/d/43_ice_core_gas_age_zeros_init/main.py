import jax.numpy as jnp
import numpy as np

from firn_gas import diffuse_co2

n_depth = 40
diffusivity = jnp.asarray(np.linspace(0.4, 0.02, n_depth), jnp.float32)
column = jnp.zeros(n_depth) + 280.0
years = np.arange(1850, 1990)
atm = 280.0 + 70.0 * ((years - 1850) / 140.0) ** 2.5
for y, co2 in zip(years, atm):
    column = diffuse_co2(column, jnp.float32(co2), diffusivity, jnp.float32(1.0))
print(f"CO2 at close-off depth: {float(column[-1]):.1f} ppm vs atmosphere {atm[-1]:.1f} ppm")
print(f"gas-age lag proxy: {int(np.argmin(np.abs(atm - float(column[-1]))))} years")
