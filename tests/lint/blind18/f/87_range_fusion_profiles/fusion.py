import jax
import jax.numpy as jnp


@jax.jit
def fuse_ranges(cam_depth, radar_range, use_radar, radar_weight):
    w = jnp.where(use_radar, radar_weight, 0.0)
    return (1.0 - w) * cam_depth + w * radar_range
