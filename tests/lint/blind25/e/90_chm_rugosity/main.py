import jax
import jax.numpy as jnp
from rasters import TileReader

@jax.jit
def canopy_rugosity(chm):
    gx = jnp.diff(chm, axis=0); gy = jnp.diff(chm, axis=1)
    return jnp.std(chm), jnp.mean(jnp.abs(gx)) + jnp.mean(jnp.abs(gy))

tiles = TileReader()
for name in ["arch_0101", "new_0201", "arch_0102", "new_0202"]:
    sd, rough = canopy_rugosity(tiles[name])
    print(name, round(float(sd), 2), round(float(rough), 2))
