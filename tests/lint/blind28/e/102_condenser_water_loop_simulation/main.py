import numpy as np
import jax.numpy as jnp

from condenser import condenser_step
from state import initial_state

rng = np.random.default_rng(0)
state = initial_state()
for hour in range(24):
    q = jnp.float32(800 + 300 * np.sin(hour / 24 * 2 * np.pi))
    wb = jnp.float32(20 + 3 * rng.random())
    state = condenser_step(state, q, wb)
print([round(float(v), 3) for v in state])
