import jax
import jax.numpy as jnp
import numpy as np

from data import make_scene, iter_tiles

RED, NIR = 2, 3


@jax.jit
def vegetation_stats(tile, mask):
    red = tile[RED]
    nir = tile[NIR]
    ndvi = (nir - red) / (nir + red + 1e-6)
    n = jnp.maximum(mask.sum(), 1)
    mean_ndvi = jnp.where(mask, ndvi, 0.0).sum() / n
    veg_frac = jnp.where(mask, ndvi > 0.3, False).sum() / n
    return mean_ndvi, veg_frac


def main():
    scene = make_scene(150, 170)
    rows = []
    for (r, c), window, mask in iter_tiles(scene, tile=64):
        mean_ndvi, veg_frac = vegetation_stats(jnp.asarray(window), jnp.asarray(mask))
        rows.append((r, c, float(mean_ndvi), float(veg_frac)))
    print(f"{len(rows)} tiles, mean ndvi {np.mean([x[2] for x in rows]):.3f}")


if __name__ == "__main__":
    main()
