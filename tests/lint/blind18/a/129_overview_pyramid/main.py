import jax.numpy as jnp
import numpy as np

from overviews import build_overviews

TILE = 128  # all COG blocks are written at this size


def main():
    rng = np.random.default_rng(0)
    for t in range(5):
        tile = jnp.asarray(rng.uniform(size=(3, TILE, TILE)).astype(np.float32))
        levels = build_overviews(tile)
        print(f"tile {t}: overview shapes {[tuple(l.shape[1:]) for l in levels]}")


if __name__ == "__main__":
    main()
