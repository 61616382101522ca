from typing import NamedTuple

import jax
import jax.numpy as jnp

U_MAX = 0.8


class ADMMState(NamedTuple):
    u: jax.Array
    z: jax.Array
    y: jax.Array


def init_state(horizon):
    zeros = jnp.zeros(horizon)
    return ADMMState(zeros, zeros, zeros)


@jax.jit
def admm_iteration(state, grad_fn_weights, rho):
    Q, q = grad_fn_weights
    _, z_prev, y_prev = state
    u = jnp.linalg.solve(Q + rho * jnp.eye(Q.shape[0]), -q + rho * (z_prev - y_prev))
    z = jnp.clip(u + y_prev, -U_MAX, U_MAX)
    y = y_prev + u - z
    return u, z, y
