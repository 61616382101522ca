import jax
import jax.numpy as jnp

from geotile import GeoTile, tile_grid


@jax.jit
def centroid_of_bright(tile):
    h, w = tile.pixels.shape
    rows, cols = jnp.meshgrid(jnp.arange(h), jnp.arange(w), indexing="ij")
    wts = jnp.where(tile.pixels > 0.9, tile.pixels, 0.0)
    r = jnp.sum(wts * rows) / jnp.sum(wts)
    c = jnp.sum(wts * cols) / jnp.sum(wts)
    x = tile.origin[0] + (c + 0.5) * tile.pixel_size
    y = tile.origin[1] - (r + 0.5) * tile.pixel_size
    return jnp.stack([x, y])


def main():
    for tile in tile_grid():
        tile = GeoTile(jnp.asarray(tile.pixels), tile.origin, tile.pixel_size)
        xy = centroid_of_bright(tile)
        print(f"tile at {tile.origin}: bright centroid {float(xy[0]):.1f}, {float(xy[1]):.1f}")


if __name__ == "__main__":
    main()
