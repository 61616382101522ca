from functools import partial

import jax
import jax.numpy as jnp

from sensors import OxygenSensor


@partial(jax.jit, static_argnames=("sensor",))
def oxygen_umol_kg(raw, temp, sal, sensor):
    if sensor is OxygenSensor.OPTODE:
        # phase (deg) -> concentration, Stern-Volmer form
        ksv = 0.0412 + 4.0e-4 * temp
        o2 = (60.0 / raw - 1.0) / ksv * 10.0
    else:
        # SBE43 voltage -> concentration
        o2 = 0.45 * (raw + -0.5) * (1 + 1e-3 * temp) * jnp.exp(-0.033 * temp) * 44.66
    return o2 * jnp.exp(-0.0045 * (sal - 35.0))
