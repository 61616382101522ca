from functools import partial

import jax
import jax.numpy as jnp

from network import COORDS


@partial(jax.jit, static_argnums=2)
def epicentre_grid(arrivals, grid, stations):
    xy = jnp.array([COORDS[s] for s in stations])
    def misfit(p):
        tt = jnp.linalg.norm(xy - p, axis=1) / 3.5
        return jnp.var(arrivals[:len(stations)] - tt)
    return grid[jnp.argmin(jax.vmap(misfit)(grid))]
