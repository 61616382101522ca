from functools import partial

import jax
import jax.numpy as jnp

LOG_E = jnp.log(jnp.array([0.01, 0.05, 0.1, 0.5, 1.0, 5.0, 10.0]))  # MeV
COEF = {  # effective dose per photon fluence, pSv cm^2
    "ap": jnp.log(jnp.array([0.0685, 0.179, 0.461, 2.38, 4.49, 15.4, 25.6])),
    "iso": jnp.log(jnp.array([0.0288, 0.123, 0.299, 1.66, 3.36, 12.9, 22.4])),
}


@partial(jax.jit, static_argnames=("geometry",))
def effective_dose(energies_mev, fluence, geometry):
    table = COEF[geometry.lower()]
    h = jnp.exp(jnp.interp(jnp.log(energies_mev), LOG_E, table))
    return jnp.sum(h * fluence) * 1e-6  # uSv
