from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(2,))
def corrected_density(raw, temp, cal):
    sg = cal.offset + cal.gain * raw
    # thermal expansion correction to reference temperature
    return sg * (1.0 + 2.1e-4 * (temp - cal.ref_temp))
