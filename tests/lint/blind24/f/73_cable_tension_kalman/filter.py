from typing import NamedTuple

import jax
import jax.numpy as jnp


class TensionState(NamedTuple):
    mean: jax.Array   # [tension kN, drift rate kN/day]
    cov: jax.Array


def initial_state(t0):
    return TensionState(jnp.array([t0, 0.0], jnp.float32), jnp.diag(jnp.array([400.0, 1.0], jnp.float32)))


@jax.jit
def assimilate(state, f1_measured, length_m, mass_kg_m):
    """Kalman update of stay-cable tension from an identified fundamental frequency (taut string)."""
    F = jnp.array([[1.0, 1.0], [0.0, 1.0]])
    Q = jnp.diag(jnp.array([4.0, 0.01]))
    m, P = state
    m = F @ m
    P = F @ P @ F.T + Q
    t_obs = 4 * mass_kg_m * length_m ** 2 * f1_measured ** 2 / 1e3
    H = jnp.array([1.0, 0.0])
    S = H @ P @ H + 25.0
    K = P @ H / S
    m = m + K * (t_obs - H @ m)
    P = P - jnp.outer(K, H @ P)
    return m, P
