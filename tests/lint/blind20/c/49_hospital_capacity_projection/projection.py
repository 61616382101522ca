from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("horizon",))
def project_beds(admissions, los_days, horizon=42):
    """Occupied beds from recent daily admissions, assuming exponential length of stay."""
    growth = jnp.log(admissions[-1] / admissions[-8]) / 7.0
    t = jnp.arange(1, horizon + 1, dtype=jnp.float32)
    future_adm = admissions[-1] * jnp.exp(growth * t)
    stay = jnp.exp(-jnp.arange(horizon, dtype=jnp.float32) / los_days)
    return jnp.convolve(future_adm, stay)[:horizon]
