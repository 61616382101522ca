from functools import partial

import jax
import jax.numpy as jnp

from modes import Closure

OTR = {Closure.SCREWCAP: 0.3, Closure.NATURAL_CORK: 1.5, Closure.TECHNICAL_CORK: 0.8}  # ug O2/day


@partial(jax.jit, static_argnames=("closure",))
def free_so2_after(so2_0, months, closure):
    o2 = OTR[closure] * 30.0 * months / 1000.0  # mg O2
    return jnp.maximum(so2_0 - 4.0 * o2 - 0.4 * months, 0.0)
