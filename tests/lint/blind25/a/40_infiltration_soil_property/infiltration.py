from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("soil",))
def cumulative_infiltration(rain_cm_h, theta0, soil):
    dtheta = soil.porosity - theta0

    def step(F, r):
        cap = soil.ksat * (1.0 + soil.psi * dtheta / jnp.maximum(F, 1e-3))
        inf = jnp.minimum(r, cap)
        return F + inf, r - inf

    F, runoff = jax.lax.scan(step, jnp.float32(1e-3), rain_cm_h)
    return F, runoff.sum()
