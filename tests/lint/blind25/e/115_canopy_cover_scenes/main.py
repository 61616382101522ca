import numpy as np
import jax
import jax.numpy as jnp
from tiles import tiles_with_edges

@jax.jit
def tile_cover(tile):
    ndvi = (tile[..., 1] - tile[..., 0]) / (tile[..., 1] + tile[..., 0] + 1e-6)
    return jnp.mean(ndvi > 0.4)

rng = np.random.default_rng(87)
for k, (h, w) in enumerate([(80, 64), (64, 72)]):
    img = rng.uniform(0.02, 0.6, (h, w, 2)).astype(np.float32)
    covers = [float(tile_cover(t)) for t in tiles_with_edges(img)]
    print("scene", k, len(covers), "tiles", round(sum(covers) / len(covers), 3))
