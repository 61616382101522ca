from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("direction",))
def correct_thermal_lag(temp, cond, dt, alpha, tau, direction):
    # Lueck & Picklo style recursive filter; the sign of the correction flips with profile direction
    fn = 1.0 / (2 * dt)
    a = 4 * fn * alpha * tau / (1 + 4 * fn * tau)
    b = 1 - 2 * a / alpha
    sign = 1.0 if direction == "down" else -1.0
    dT = jnp.diff(temp, prepend=temp[:1])

    def step(ct_prev, inp):
        dT_i, dT_prev = inp
        ct = -b * ct_prev + a * (dT_i - dT_prev) * 0.1 + a * dT_i
        return ct, ct

    _, ct = jax.lax.scan(step, 0.0, (dT, jnp.roll(dT, 1)))
    return cond + sign * 0.1 * ct
