import jax
import jax.numpy as jnp

from sources import CATALOG, READERS


@jax.jit
def stretch_rgb(tile):
    x = tile.astype(jnp.float32)
    lo = jnp.percentile(x, 2, axis=(1, 2), keepdims=True)
    hi = jnp.percentile(x, 98, axis=(1, 2), keepdims=True)
    return jnp.clip((x - lo) / (hi - lo + 1e-6), 0.0, 1.0)


def build_mosaic(catalog):
    tiles = []
    for source, tile_id in catalog:
        raw = READERS[source](tile_id)
        tiles.append(stretch_rgb(jnp.asarray(raw)))
    return jnp.concatenate(tiles, axis=2)


def main():
    mosaic = build_mosaic(CATALOG)
    print("mosaic", mosaic.shape, float(mosaic.mean()))


if __name__ == "__main__":
    main()
