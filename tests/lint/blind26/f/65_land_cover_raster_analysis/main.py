import jax
import jax.numpy as jnp
from reader import TileReader

@jax.jit
def green_cover(tile):
    green = (tile == 1) | (tile == 2)
    return green.mean(), green.reshape(8, 8, 8, 8).mean(axis=(1, 3)).min()

reader = TileReader()
for i in range(6):
    share, worst = green_cover(reader.read(i))
    print(i, round(float(share), 3), round(float(worst), 3))
