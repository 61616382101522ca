import jax
import jax.numpy as jnp

from automaton import LifeGrid, advance


def glider_field(size=24, density=0.2, seed=0):
    soup = jax.random.bernoulli(jax.random.PRNGKey(seed), density, (size, size))
    cells = soup.astype(jnp.int8)
    glider = jnp.array([[0, 1, 0], [0, 0, 1], [1, 1, 1]], jnp.int8)
    return cells.at[1:4, 1:4].set(glider)


def main():
    grid = LifeGrid(glider_field())
    for _ in range(7):
        grid = advance(grid)
        print(f"generation {grid.generation}: population {grid.population}")


if __name__ == "__main__":
    main()
