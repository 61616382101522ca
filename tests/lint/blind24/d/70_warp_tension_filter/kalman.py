from typing import NamedTuple

import jax
import jax.numpy as jnp


class TensionState(NamedTuple):
    mean: jax.Array   # [tension, drift]
    cov: jax.Array


def initial_state(tension_cn):
    return TensionState(mean=jnp.array([tension_cn, 0.0], jnp.float32),
                        cov=jnp.eye(2, dtype=jnp.float32) * 25.0)


@jax.jit
def kalman_update(state, reading, q, r):
    F = jnp.array([[1.0, 1.0], [0.0, 1.0]])
    H = jnp.array([1.0, 0.0])
    m = F @ state.mean
    P = F @ state.cov @ F.T + q * jnp.eye(2)
    S = H @ P @ H + r
    K = P @ H / S
    m = m + K * (reading - H @ m)
    P = P - jnp.outer(K, H) @ P
    return TensionState(m, P)
