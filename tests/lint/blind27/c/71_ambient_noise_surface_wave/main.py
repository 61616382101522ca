import jax.numpy as jnp
import numpy as np

from forward import rayleigh_phase_velocity
from invert import invert_cell

rng = np.random.default_rng(71)
thick = jnp.full(8, 2.0, jnp.float32)
periods = jnp.linspace(2.0, 20.0, 12)
start = jnp.linspace(2.5, 4.2, 8)
for cell in range(4):
    true_vs = jnp.asarray(np.linspace(2.4, 4.3, 8) + rng.normal(0, 0.1, 8), jnp.float32)
    c_obs = rayleigh_phase_velocity(true_vs, thick, periods)
    vs, m = invert_cell(start, thick, periods, c_obs)
    print(cell, float(m), np.round(np.asarray(vs - true_vs), 2))
