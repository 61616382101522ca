import numpy as np
import jax
import jax.numpy as jnp
from rasters import read_tile

@jax.jit
def tile_height_stats(chm):
    x = chm.astype(jnp.float32)
    return jnp.mean(x), jnp.percentile(x, 95), jnp.mean(x > 5.0)

rng = np.random.default_rng(65)
for name in ["arch_0101", "arch_0102", "new_0201", "new_0202", "arch_0103"]:
    m, p95, cover = tile_height_stats(read_tile(name, rng))
    print(name, round(float(m), 1), round(float(p95), 1), round(float(cover), 3))
