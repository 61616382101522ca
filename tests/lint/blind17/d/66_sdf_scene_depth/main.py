import jax.numpy as jnp

from scenes import random_scenes
from tracer import camera_rays, render_depth

if __name__ == "__main__":
    dirs = camera_rays()
    light = jnp.array([0.3, 0.5, -0.8]) / jnp.linalg.norm(jnp.array([0.3, 0.5, -0.8]))
    for i, spheres in enumerate(random_scenes()):
        img = render_depth(dirs, light, spheres)
        print(i, float(img.mean()))
