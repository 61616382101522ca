from functools import partial

import jax
import jax.numpy as jnp

UNIT_SCALE = {"mm": 1.0, "m": 1e-3, "in": 1 / 25.4}


@partial(jax.jit, static_argnames=("units", "span_m"))
def deflection_ratio(readings_mm, support_a, support_b, units, span_m):
    """Net midspan deflection from laser targets, corrected for support settlement; reported as L/x."""
    net = readings_mm - 0.5 * (support_a + support_b)
    peak = jnp.max(jnp.abs(net))
    return peak * UNIT_SCALE[units], span_m * 1e3 / peak
