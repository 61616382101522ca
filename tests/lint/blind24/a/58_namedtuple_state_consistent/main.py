from typing import NamedTuple
import numpy as np
import jax
import jax.numpy as jnp


class RumenState(NamedTuple):
    ph: jax.Array
    vfa_mm: jax.Array


def initial_rumen(n_cows):
    return RumenState(ph=jnp.full(n_cows, 6.4, jnp.float32), vfa_mm=jnp.full(n_cows, 90.0, jnp.float32))


@jax.jit
def rumen_hour(state, fermentable_kg, saliva_buffer):
    vfa = state.vfa_mm + 4.0 * fermentable_kg - 0.08 * state.vfa_mm
    ph = 7.2 - 0.009 * vfa + 0.05 * saliva_buffer
    return state._replace(ph=ph, vfa_mm=vfa)


rng = np.random.default_rng(46)
state = initial_rumen(30)
for hour in range(24):
    meal = rng.uniform(0, 1.5, 30).astype(np.float32) if hour % 6 == 0 else np.zeros(30, np.float32)
    state = rumen_hour(state, meal, jnp.float32(1.0))
print("cows with pH < 5.8:", int((state.ph < 5.8).sum()), "mean pH", float(state.ph.mean()))
