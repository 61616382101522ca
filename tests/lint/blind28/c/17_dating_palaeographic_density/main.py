from dataclasses import dataclass
from functools import partial

import numpy as np
import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class DensitySettings:
    bandwidth: float = 25.0
    n_grid: int = 60
    start: int = 1200
    end: int = 1700


@partial(jax.jit, static_argnames="settings")
def palaeographic_density(years, settings):
    grid = jnp.linspace(settings.start, settings.end, settings.n_grid)
    z = (grid[:, None] - years[None, :]) / settings.bandwidth
    dens = jnp.exp(-0.5 * z ** 2).sum(axis=1)
    return grid, dens / dens.sum()


def date_hand(years):
    return palaeographic_density(years, settings=DensitySettings())


def main():
    rng = np.random.default_rng(12)
    for centre in (1300, 1380, 1540, 1600):
        years = jnp.asarray(rng.normal(centre, 30, size=25).astype(np.float32))
        grid, dens = date_hand(years)
        print(centre, int(grid[jnp.argmax(dens)]))


if __name__ == "__main__":
    main()
