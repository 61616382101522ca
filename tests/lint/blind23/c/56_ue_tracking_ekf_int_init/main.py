import numpy as np
import jax.numpy as jnp
from ekf import ekf_step

anchors = np.array([[0, 0], [100, 0], [0, 100], [100, 100]], np.float32)
rng = np.random.default_rng(0)
true = np.array([20.0, 30.0, 3.0, 1.5])

x = jnp.array([50, 50, 0, 0])
P = jnp.eye(4) * 100.0
for k in range(20):
    true[:2] += 0.1 * true[2:]
    ranges = (np.linalg.norm(true[None, :2] - anchors, axis=1) + 1.4 * rng.standard_normal(4)).astype(np.float32)
    x, P = ekf_step(x, P, anchors, ranges)
print("estimate", np.round(np.asarray(x), 2), "true", np.round(true, 2))
