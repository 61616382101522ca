import jax
import jax.numpy as jnp

from pipeline import destriped_tile, raw_tile


@jax.jit
def elevation_change(dem_old, dem_new):
    dh = dem_new - dem_old
    return jnp.mean(dh), jnp.percentile(dh, jnp.array([5.0, 95.0]))


for tile in range(6):
    # ArcticDEM strips: older strip is used as delivered, newer one after destriping
    old = raw_tile(tile)
    new = destriped_tile(tile + 100) if tile % 2 else raw_tile(tile + 100)
    mean_dh, (p5, p95) = elevation_change(old, new)
    print(f"tile {tile}: mean dh {float(mean_dh):+.2f} m, 5-95% [{float(p5):.1f}, {float(p95):.1f}]")
