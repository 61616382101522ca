from functools import partial

import jax
import jax.numpy as jnp

from climatology import CLIM


@partial(jax.jit, static_argnums=(1,))
def standardized_anomaly(field, month):
    clim = jnp.asarray(CLIM[month])
    return (field - clim) / 5.0
