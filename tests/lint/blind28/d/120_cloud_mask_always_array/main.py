import jax
import jax.numpy as jnp

from scenes import load_scene


@jax.jit
def clear_sky_albedo(scene):
    r = scene["reflectance"]
    alb = 0.356 * r[..., 0] + 0.130 * r[..., 1] + 0.458 * r[..., 2] - 0.0018
    valid = ~scene["cloud"]
    return jnp.sum(jnp.where(valid, alb, 0.0)) / jnp.sum(valid)


for i in range(6):
    print(f"scene {i}: clear-sky albedo {float(clear_sky_albedo(load_scene(i))):.3f}")
