from typing import NamedTuple

import jax
import jax.numpy as jnp


class WeightState(NamedTuple):
    mean: jax.Array
    var: jax.Array


def initial_state(n_cows):
    return WeightState(jnp.full(n_cows, 600.0), jnp.full(n_cows, 400.0))


@jax.jit
def walkover_update(state, reading, valid):
    # random-walk body weight with noisy walk-over scale readings
    q, r = 0.5, 64.0
    pred_var = state.var + q
    k = pred_var / (pred_var + r)
    mean = jnp.where(valid, state.mean + k * (reading - state.mean), state.mean)
    var = jnp.where(valid, (1 - k) * pred_var, pred_var)
    return WeightState(mean, var)
