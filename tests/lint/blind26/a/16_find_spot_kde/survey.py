import numpy as np
import jax.numpy as jnp

from density import site_density


def grid_points(n=20, extent=100.0):
    g = np.linspace(0, extent, n, dtype=np.float32)
    xx, yy = np.meshgrid(g, g)
    return jnp.asarray(np.stack([xx.ravel(), yy.ravel()], 1))


def preview(finds, grid):
    return site_density(finds, grid, jnp.float32(10.0))


def refine(finds, grid, bw):
    return site_density(finds, grid, bandwidth=jnp.float32(bw))
