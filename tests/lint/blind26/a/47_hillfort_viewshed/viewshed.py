from functools import partial
import jax
import jax.numpy as jnp


def viewshed_score(dem, obs_xy, observer_height):
    h0 = dem[obs_xy[0], obs_xy[1]] + observer_height
    ii, jj = jnp.meshgrid(jnp.arange(dem.shape[0]), jnp.arange(dem.shape[1]), indexing="ij")
    dist = jnp.sqrt((ii - obs_xy[0]) ** 2 + (jj - obs_xy[1]) ** 2) + 1.0
    slope = (dem - h0) / dist
    return jnp.mean(slope > -0.05)


hillfort_score = jax.jit(partial(viewshed_score, observer_height=1.6))
