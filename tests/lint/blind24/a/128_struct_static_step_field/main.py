import numpy as np
import jax.numpy as jnp
from state import SurveillanceState
from update import surveillance_update

rng = np.random.default_rng(99)
state = SurveillanceState(weights=jnp.zeros(5, jnp.float32), velocity=jnp.zeros(5, jnp.float32))
for week in range(6):
    x = rng.normal(size=(40, 5)).astype(np.float32)   # vector density, cattle movement, vaccination cover, ...
    y = (x[:, 0] - x[:, 2] > 0.5).astype(np.float32)
    state = surveillance_update(state, x, y)
print("rounds", state.round_idx, "weights", np.asarray(state.weights).round(3))
