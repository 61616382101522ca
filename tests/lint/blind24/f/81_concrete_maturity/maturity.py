import jax
import jax.numpy as jnp

DATUM_T = -10.0


@jax.jit
def equivalent_strength(temps_c, hours, calib=None):
    """Nurse-Saul maturity and strength from a logarithmic strength-maturity curve."""
    dt_h = jnp.diff(hours, prepend=hours[0])
    M = jnp.cumsum(jnp.maximum(temps_c - DATUM_T, 0.0) * dt_h)
    a, b = (-55.0, 11.5) if calib is None else (calib[0], calib[1])
    return jnp.maximum(a + b * jnp.log(jnp.maximum(M, 1.0)), 0.0)
