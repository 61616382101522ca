import jax
import jax.numpy as jnp


def zone_free_float(r, c, q_int, t_out):
    def step(t, to):
        t = t + ((to - t) / r + q_int) / c
        return t, t

    _, traj = jax.lax.scan(step, jnp.float32(21.0), t_out)
    return traj.max()


@jax.jit
def floor_overheat_hours(r, c, q_int, mask, t_out):
    tmax = jax.vmap(zone_free_float, in_axes=(0, 0, 0, None))(r, c, q_int, t_out)
    return jnp.where(mask, tmax, -jnp.inf)
