import jax
import jax.numpy as jnp


@jax.jit
def grid_misfit(grid, stations, arrivals, vp):
    def misfit(node):
        tt = jnp.linalg.norm(stations - node, axis=1) / vp
        origin = jnp.mean(arrivals - tt)
        return jnp.mean(jnp.abs(arrivals - tt - origin))
    return jax.vmap(misfit)(grid)
