from functools import partial

import jax
import jax.numpy as jnp


def mack_rate(m, rmax, rmin, mth, n):
    a = (n + 1) / (n - 1) * (1 - mth) ** n
    return rmax * (a + 1) * (1 - m) ** n / (a + (1 - m) ** n) + rmin


@partial(jax.jit, static_argnames=("n_steps",))
def develop_depth(inhibitor_z, dz, total_time, rmax, rmin, mth, nm, n_steps):
    dt = total_time / n_steps
    z_grid = jnp.arange(inhibitor_z.shape[0]) * dz

    def step(depth, _):
        m = jnp.interp(depth, z_grid, inhibitor_z)
        depth = jnp.minimum(depth + dt * mack_rate(m, rmax, rmin, mth, nm), z_grid[-1])
        return depth, depth

    final, hist = jax.lax.scan(step, 0.0, None, length=n_steps)
    return final, hist
