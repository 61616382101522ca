import jax
import jax.numpy as jnp
import numpy as np

from data import make_scene, iter_tiles

RED, NIR = 2, 3


@jax.jit
def vegetation_stats(tile):
    red = tile[RED]
    nir = tile[NIR]
    ndvi = (nir - red) / (nir + red + 1e-6)
    return jnp.mean(ndvi), jnp.mean(ndvi > 0.3)


def main():
    scene = make_scene(150, 170)
    rows = []
    for (r, c), window in iter_tiles(scene, tile=64):
        mean_ndvi, veg_frac = vegetation_stats(jnp.asarray(window))
        rows.append((r, c, float(mean_ndvi), float(veg_frac)))
    print(f"{len(rows)} tiles, mean ndvi {np.mean([x[2] for x in rows]):.3f}")


if __name__ == "__main__":
    main()
