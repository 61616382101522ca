import jax
import jax.numpy as jnp
from tiles import synthetic_scene, iter_tiles

@jax.jit
def tile_canopy_stats(red, nir):
    ndvi = (nir - red) / (nir + red + 1e-6)
    cover = jnp.mean(ndvi > 0.5)
    return jnp.mean(ndvi), cover

scenes = [(96, 128), (64, 64), (128, 96)]
for k, (h, w) in enumerate(scenes):
    red, nir = synthetic_scene(h, w, seed=k)
    covers = []
    for r, n in iter_tiles(red, nir):
        m, c = tile_canopy_stats(r, n)
        covers.append(float(c))
    print(f"scene {k}: {len(covers)} tiles, mean cover {sum(covers)/len(covers):.3f}")
