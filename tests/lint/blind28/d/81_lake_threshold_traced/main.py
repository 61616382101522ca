import jax
import jax.numpy as jnp

from scenes import ndwi_scene, otsu_threshold


@jax.jit
def lake_stats(ndwi, threshold):
    lake = ndwi > threshold
    depth = jnp.where(lake, 8.0 * (ndwi - threshold), 0.0)
    return jnp.sum(lake) * 100.0, jnp.sum(depth) * 100.0


for scene in range(6):
    ndwi = ndwi_scene(scene)
    thr = otsu_threshold(ndwi)
    area, vol = lake_stats(ndwi, thr)
    print(f"scene {scene}: threshold {float(thr):.3f}, area {float(area)/1e3:.1f}k m2, volume {float(vol)/1e3:.1f}k m3")
