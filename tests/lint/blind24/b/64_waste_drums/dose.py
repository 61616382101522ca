import jax
import jax.numpy as jnp

from drums import GAMMA_CONST


@jax.jit
def contact_dose(activities_gbq, wall_mfp):
    total = 0.0
    for nuclide, a in activities_gbq.items():
        total = total + GAMMA_CONST[nuclide] * a
    # drum surface at ~0.3 m, steel wall attenuation
    return total / 0.3 ** 2 * jnp.exp(-wall_mfp)
