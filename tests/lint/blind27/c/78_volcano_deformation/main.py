import jax
import jax.numpy as jnp
import numpy as np

from sources import SOURCES


@jax.jit
def mogi_displacement(src, dv, gnss_xy):
    dx = gnss_xy - src[:2]
    R3 = (jnp.sum(dx ** 2, axis=1) + src[2] ** 2) ** 1.5
    k = 1e6 * 0.75 * dv / jnp.pi
    return jnp.column_stack([k * dx[:, 0] / R3, k * dx[:, 1] / R3, k * src[2] / R3])


rng = np.random.default_rng(78)
gnss = jnp.asarray(rng.uniform(-10, 10, (15, 2)), jnp.float32)
for s in SOURCES:
    u = mogi_displacement(s.array(), jnp.float32(0.01), gnss)
    print(s.name, np.round(np.asarray(jnp.abs(u).max(0)), 2))
