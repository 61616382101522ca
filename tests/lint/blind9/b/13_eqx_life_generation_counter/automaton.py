import equinox as eqx
import jax
import jax.numpy as jnp


class LifeGrid(eqx.Module):
    cells: jax.Array
    generation: int = 0

    @property
    def population(self):
        return int(self.cells.sum())


def neighbour_count(cells):
    total = jnp.zeros_like(cells)
    for dy in (-1, 0, 1):
        for dx in (-1, 0, 1):
            if dy or dx:
                total = total + jnp.roll(cells, (dy, dx), axis=(0, 1))
    return total


@eqx.filter_jit
def advance(grid: LifeGrid) -> LifeGrid:
    n = neighbour_count(grid.cells)
    alive = (n == 3) | ((grid.cells == 1) & (n == 2))
    return LifeGrid(alive.astype(grid.cells.dtype), grid.generation + 1)
