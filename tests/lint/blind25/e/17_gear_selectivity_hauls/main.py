from functools import partial
import numpy as np
import jax
import jax.numpy as jnp
from gear import GearSpec

LENGTHS = jnp.arange(10.0, 70.0, 1.0)

@partial(jax.jit, static_argnums=(1,))
def catch_at_length(pop_at_length, gear, effort):
    return pop_at_length * (1 - jnp.exp(-0.01 * effort * gear.selectivity(LENGTHS)))

rng = np.random.default_rng(1)
pop = jnp.asarray(1e4 * np.exp(-0.5 * ((np.arange(10.0, 70.0) - 35) / 10) ** 2), dtype=jnp.float32)
hauls = [(100, 2.0), (100, 3.5), (100, 1.5), (100, 2.2), (100, 4.0)]
for mesh, hours in hauls:
    gear = GearSpec(mesh)
    c = catch_at_length(pop, gear, hours)
    print(mesh, hours, round(float(c.sum()), 1))
