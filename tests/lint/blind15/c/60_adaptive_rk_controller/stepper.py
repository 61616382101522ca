from typing import NamedTuple, Optional

import jax
import jax.numpy as jnp


class StepState(NamedTuple):
    t: jax.Array
    y: jax.Array
    dt: jax.Array
    prev_err: Optional[jax.Array] = None


def robertson_like(y):
    # stiff-ish decay chain
    return jnp.array([-0.5 * y[0], 0.5 * y[0] - 3.0 * y[1], 3.0 * y[1]])


@jax.jit
def attempt(state):
    f = robertson_like
    k1 = f(state.y)
    k2 = f(state.y + 0.5 * state.dt * k1)
    y_lo = state.y + state.dt * k1
    y_hi = state.y + state.dt * k2
    err = jnp.max(jnp.abs(y_hi - y_lo)) + 1e-12
    # PI controller when a previous error is known
    if state.prev_err is None:
        factor = 0.9 * (1e-4 / err) ** 0.5
    else:
        factor = 0.9 * (1e-4 / err) ** 0.35 * (state.prev_err / 1e-4) ** 0.2
    factor = jnp.clip(factor, 0.2, 5.0)
    accept = err < 1e-4
    new = StepState(
        t=jnp.where(accept, state.t + state.dt, state.t),
        y=jnp.where(accept, y_hi, state.y),
        dt=state.dt * factor,
        prev_err=jnp.where(accept, err, 1e-4),
    )
    return new, accept
