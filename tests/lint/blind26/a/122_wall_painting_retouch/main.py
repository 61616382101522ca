import numpy as np
import jax
import jax.numpy as jnp

from calibration import Thresholds


@jax.jit
def classify_pixels(uv, vis, thr):
    retouch = (uv < thr) & (vis > 0.4)
    return retouch.mean()


rng = np.random.default_rng(0)
th = Thresholds()
for frame in range(6):
    uv = jnp.asarray(rng.uniform(size=(40, 40)).astype(np.float32))
    vis = jnp.asarray(rng.uniform(size=(40, 40)).astype(np.float32))
    if frame == 2:
        th.update_from_target(uv[:5, :5])
    print(frame, round(float(classify_pixels(uv, vis, th.uv)), 3))
