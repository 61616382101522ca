from functools import partial

import jax
import jax.numpy as jnp

BETA = 0.0065
LAM = 0.08        # one delayed group, 1/s
GEN = 1.0e-4      # s
ROD_WORTH = -0.05
DROP_TIME = 2.0   # s


def rod_reactivity(t):
    frac = jnp.clip(t / DROP_TIME, 0.0, 1.0)
    return ROD_WORTH * frac ** 2


@partial(jax.jit, static_argnames=("step",))
def advance(state, dt, step):
    n, c = state
    t = step * dt
    rho = rod_reactivity(t) if step > 0 else 0.0
    # implicit Euler on the one-group point kinetics system
    a = jnp.array([[1 - dt * (rho - BETA) / GEN, -dt * LAM], [-dt * BETA / GEN, 1 + dt * LAM]])
    n_new, c_new = jnp.linalg.solve(a, jnp.array([n, c]))
    return n_new, c_new
