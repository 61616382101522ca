import jax
import jax.numpy as jnp
import numpy as np
from index_state import quarter_state

@jax.jit
def normalised_index(state):
    idx = 100.0 * state.levels / state.base_scale
    return idx[-1], jnp.mean(jnp.diff(jnp.log(idx))) * 4

rng = np.random.default_rng(0)
for q in range(5):
    last, growth = normalised_index(quarter_state(rng, q))
    print(q, round(float(last), 2), round(float(growth), 4))
