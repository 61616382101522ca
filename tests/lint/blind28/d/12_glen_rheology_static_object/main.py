from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from rheology import GlenLaw

SPY = 31556926.0


@partial(jax.jit, static_argnums=1)
def shelf_spreading(thickness, law):
    rho, rho_w, g = 917.0, 1028.0, 9.81
    driving = 0.25 * rho * g * (1.0 - rho / rho_w) * thickness
    # Weertman (1957) unconfined shelf spreading rate
    rate = law.A * driving ** law.n
    return rate * SPY, law.viscosity(rate)


thick = jnp.asarray(np.linspace(200.0, 900.0, 8), jnp.float32)
for temp in [-25.0, -20.0, -15.0, -12.0, -8.0, -5.0]:
    rate, visc = shelf_spreading(thick, GlenLaw(temp))
    print(f"T={temp:6.1f} C  strain rate at 500 m: {float(rate[3]):.2e} a-1  viscosity {float(visc[3]):.2e}")
