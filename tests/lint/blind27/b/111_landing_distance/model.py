import jax
import jax.numpy as jnp


@jax.jit
def landing_distance_m(vref_kt, mass_t, runway_condition=None, slope_pct=None):
    v = vref_kt * 0.5144
    decel = 3.0 if runway_condition is None else 3.0 * runway_condition
    base = v ** 2 / (2 * decel) * (mass_t / 60.0) ** 0.5 + 300.0
    if slope_pct is not None:
        base = base * (1 - 0.02 * slope_pct)
    return base
