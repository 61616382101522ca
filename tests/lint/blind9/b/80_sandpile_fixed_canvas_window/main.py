import jax.numpy as jnp

from sandpile import occupied_window, topple, touches_border

CANVAS = 64


def main():
    grid = jnp.zeros((CANVAS, CANVAS), jnp.int32)
    c = CANVAS // 2
    for drop in range(8):
        grid = grid.at[c, c].add(400)
        grid = topple(grid)
        if touches_border(grid):
            raise RuntimeError("avalanche reached the edge of the canvas; increase CANVAS")
        h, w = occupied_window(grid)
        print(f"drop {drop}: pile {h}x{w} on a {CANVAS}x{CANVAS} canvas, grains {int(grid.sum())}")


if __name__ == "__main__":
    main()
