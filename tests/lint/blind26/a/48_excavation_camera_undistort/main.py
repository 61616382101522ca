import numpy as np
import jax
import jax.numpy as jnp

from cameras import load_camera


@jax.jit
def undistort_points(px, intr):
    f, cx, cy, k1 = intr
    x = (px[:, 0] - cx) / f
    y = (px[:, 1] - cy) / f
    r2 = x ** 2 + y ** 2
    s = 1.0 / (1.0 + k1 * r2)
    return jnp.stack([x * s * f + cx, y * s * f + cy], 1)


rng = np.random.default_rng(0)
for cam in ["nikon_a", "nikon_b", "backup", "nikon_a"]:
    px = jnp.asarray(rng.uniform(0, 1900, size=(30, 2)).astype(np.float32))
    out = undistort_points(px, load_camera(cam))
    print(cam, float(jnp.abs(out - px).max()))
