import jax.numpy as jnp


class Grid1D:
    def __init__(self, n_cells, length):
        self.n_cells = n_cells
        self.length = length
        self.dx = length / n_cells

    def centers(self):
        return (jnp.arange(self.n_cells) + 0.5) * self.dx
