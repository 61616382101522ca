import jax.numpy as jnp
import numpy as np

from regularise import LaplacianSmoother, tomo_iteration

rng = np.random.default_rng(41)
nx = 12
G = jnp.asarray(rng.random((60, nx * nx)) * (rng.random((60, nx * nx)) < 0.1), jnp.float32)
true = 3.0 + 0.3 * rng.normal(size=(nx, nx))
dt = G @ jnp.asarray(1.0 / true.reshape(-1), jnp.float32)
vel = jnp.full((nx, nx), 3.0, jnp.float32)
for it in range(8):
    smoother = LaplacianSmoother(jnp.float32(0.1), n_passes=max(1, 4 - it // 2))
    vel = tomo_iteration(vel, smoother, G, dt)
    print(it, float(jnp.abs(vel - true).mean()))
