from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=1)
def date_density(dated_years, settings):
    grid = jnp.linspace(settings.start, settings.end, settings.n_grid)
    diff = (grid[:, None] - dated_years[None, :]) / settings.bandwidth
    dens = jnp.exp(-0.5 * diff ** 2).sum(axis=1)
    return grid, dens / dens.sum()
