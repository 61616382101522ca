from typing import NamedTuple

import jax.numpy as jnp


class FitState(NamedTuple):
    w: jnp.ndarray
    b: jnp.ndarray
    velocity_w: jnp.ndarray
    velocity_b: jnp.ndarray


def fresh_state(n_features):
    z = jnp.zeros(n_features)
    return FitState(z, jnp.zeros(()), z, jnp.zeros(()))
