import numpy as np
import equinox as eqx
import jax.numpy as jnp

from model import GroundLoop


@eqx.filter_jit
def peak_fluid_temp(loop, q_profile, t_ground):
    return jnp.max(loop.fluid_temp(q_profile, t_ground))


rng = np.random.default_rng(0)
q = jnp.asarray(30 + 15 * rng.random(8760), jnp.float32)
# thermal response test results for candidate sites
for k in np.linspace(1.8, 3.0, 5, dtype=np.float32):
    loop = GroundLoop(borehole_resistance=np.float32(0.12), soil_conductivity=k)
    print(round(float(k), 2), round(float(peak_fluid_temp(loop, q, jnp.float32(12.0))), 2))
