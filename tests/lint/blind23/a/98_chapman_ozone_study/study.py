import diffrax
import jax.numpy as jnp

from chemistry import integrate_chapman


def tolerance_study(rtols):
    y0 = jnp.array([0.0, 0.0])
    rates = (jnp.float32(0.05), jnp.float32(2.0), jnp.float32(1.0), jnp.float32(0.5))
    rows = []
    for rtol in rtols:
        ctrl = diffrax.PIDController(rtol=rtol, atol=rtol * 1e-2)
        y, steps = integrate_chapman(y0, rates, ctrl)
        rows.append((rtol, float(y[1]), int(steps)))
    return rows
