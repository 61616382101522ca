from typing import NamedTuple

import jax
import jax.numpy as jnp
import numpy as np


class FFState(NamedTuple):
    fitness: jax.Array
    fatigue: jax.Array

    @classmethod
    def zeros(cls):
        return cls(jnp.zeros(()), jnp.zeros(()))


@jax.jit
def ff_day(state, load):
    fit = state.fitness * jnp.exp(-1 / 42.0) + load
    fat = state.fatigue * jnp.exp(-1 / 7.0) + load
    return FFState(fit, fat), 0.1 * fit - 0.2 * fat


rng = np.random.default_rng(29)
loads = rng.gamma(2.0, 30.0, size=28).astype(np.float32)
state = FFState.zeros()
form = []
for w in loads:
    state, p = ff_day(state, w)
    form.append(float(p))
print("form over last week:", np.round(form[-7:], 1))
