import numpy as np
import jax
import jax.numpy as jnp

from building import FLOOR_ZONES, floor_params


def zone_free_float(r, c, q_int, t_out):
    def step(t, to):
        t = t + ((to - t) / r + q_int) / c
        return t, t

    _, traj = jax.lax.scan(step, jnp.float32(21.0), t_out)
    return traj.max(), traj.min()


@jax.jit
def floor_free_float(r, c, q_int, t_out):
    return jax.vmap(zone_free_float, in_axes=(0, 0, 0, None))(r, c, q_int, t_out)


t_out = jnp.asarray(10 + 8 * np.sin(np.linspace(0, 2 * np.pi, 48)), jnp.float32)
for floor in FLOOR_ZONES:
    r, c, q = floor_params(floor)
    tmax, tmin = floor_free_float(r, c, q, t_out)
    print(floor, np.round(np.asarray(tmax), 1))
