from dataclasses import dataclass

import jax.numpy as jnp


@dataclass(frozen=True)
class Grid1D:
    n_cells: int
    length: float

    @property
    def dx(self):
        return self.length / self.n_cells

    def centers(self):
        return (jnp.arange(self.n_cells) + 0.5) * self.dx
