from typing import NamedTuple

import jax.numpy as jnp


class KalmanState(NamedTuple):
    mean: jnp.ndarray   # [acetic acid g/L, ethanol g/L, sucrose g/L]
    cov: jnp.ndarray
    step: jnp.ndarray


def initial_state():
    return KalmanState(
        mean=jnp.array([0.5, 0.2, 70.0]),
        cov=jnp.eye(3) * 4.0,
        step=jnp.array(0),
    )
