import jax
import jax.numpy as jnp
from tiles import tile_stream

IMPERVIOUS = (3, 4)

@jax.jit
def impervious_share(tile):
    imp = (tile == IMPERVIOUS[0]) | (tile == IMPERVIOUS[1])
    pooled = imp.reshape(8, 8, 8, 8).mean(axis=(1, 3))
    return imp.mean(), (pooled > 0.5).sum()

for i, tile in enumerate(tile_stream(6)):
    share, hot = impervious_share(tile)
    print(i, tile.dtype, round(float(share), 3), int(hot))
