import numpy as np
import jax.numpy as jnp

from density import date_density
from settings import KernelSettings

HANDS = {"secretary": (1540, 30), "anglicana": (1380, 40), "italic": (1600, 25),
         "textura": (1300, 50)}


def main():
    rng = np.random.default_rng(12)
    for hand, (centre, spread) in HANDS.items():
        years = jnp.asarray(rng.normal(centre, spread, size=25).astype(np.float32))
        grid, dens = date_density(years, KernelSettings())
        print(hand, int(grid[jnp.argmax(dens)]))


if __name__ == "__main__":
    main()
