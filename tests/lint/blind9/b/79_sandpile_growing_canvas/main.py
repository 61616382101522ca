import jax.numpy as jnp

from sandpile import grow, topple, touches_border


def main():
    grid = jnp.zeros((12, 12), jnp.int32)
    for drop in range(8):
        c = grid.shape[0] // 2
        grid = grid.at[c, c].add(400)
        grid = topple(grid)
        if touches_border(grid):
            grid = grow(grid)
        print(f"drop {drop}: canvas {grid.shape[0]}x{grid.shape[1]}, grains {int(grid.sum())}")


if __name__ == "__main__":
    main()
