from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=1)
def water_intake_anomaly(intake, start, width=12):
    window = intake[:, start:start + width]
    ref = intake[:, :start].mean(axis=1)
    return window.mean(axis=1) / ref
