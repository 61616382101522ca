import jax.numpy as jnp
import numpy as np

from morph import clean_building_mask, clean_water_mask


def main():
    rng = np.random.default_rng(0)
    for tile in range(3):
        water = jnp.asarray(rng.random((64, 64)) > 0.6)
        buildings = jnp.asarray(rng.random((64, 64)) > 0.8)
        w = clean_water_mask(water)
        b = clean_building_mask(buildings)
        print(f"tile {tile}: water {int(w.sum())} px, buildings {int(b.sum())} px")


if __name__ == "__main__":
    main()
