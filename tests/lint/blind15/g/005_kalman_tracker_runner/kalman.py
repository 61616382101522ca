from typing import NamedTuple

import jax
import jax.numpy as jnp


class KalmanState(NamedTuple):
    x: jax.Array
    P: jax.Array


def constant_velocity(dt=1.0, q=0.01, r=0.5):
    F = jnp.array([[1.0, dt], [0.0, 1.0]])
    H = jnp.array([[1.0, 0.0]])
    Q = q * jnp.eye(2)
    R = jnp.array([[r]])
    return F, H, Q, R


def initial_state(first_obs):
    return KalmanState(x=jnp.array([first_obs, 0.0]), P=jnp.eye(2) * 10.0)


@jax.jit
def kalman_step(state, z, F, H, Q, R):
    x, P = state
    x = F @ x
    P = F @ P @ F.T + Q
    S = H @ P @ H.T + R
    K = P @ H.T @ jnp.linalg.inv(S)
    x = x + K @ (z - H @ x)
    P = (jnp.eye(2) - K @ H) @ P
    return KalmanState(x=x, P=P)
