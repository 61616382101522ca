import numpy as np
import jax.numpy as jnp
from state import OMState
from om import mse_year

rng = np.random.default_rng(36)
st = OMState(numbers=1e4 * jnp.exp(-0.3 * jnp.arange(8.0)), tac=jnp.float32(500.0), year=2020)
for _ in range(6):
    st, bio = mse_year(st, np.float32(rng.normal(0, 0.4)))
    print(st.year, round(float(bio), 1), round(float(st.tac), 1))
