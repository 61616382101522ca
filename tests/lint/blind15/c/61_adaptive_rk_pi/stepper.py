from typing import NamedTuple

import jax
import jax.numpy as jnp

TOL = 1e-4


class StepState(NamedTuple):
    t: jax.Array
    y: jax.Array
    dt: jax.Array
    prev_err: jax.Array


def init_state(y0, dt0=1e-3):
    return StepState(t=jnp.float32(0.0), y=y0, dt=jnp.float32(dt0), prev_err=jnp.float32(TOL))


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
    factor = 0.9 * (TOL / err) ** 0.35 * (state.prev_err / TOL) ** 0.2
    factor = jnp.clip(factor, 0.2, 5.0)
    accept = err < TOL
    new = StepState(
        t=jnp.where(accept, state.t + state.dt, state.t),
        y=jnp.where(accept, y_hi, state.y),
        dt=state.dt * factor,
        prev_err=jnp.where(accept, err, TOL),
    )
    return new, accept
