import jax.numpy as jnp
import numpy as np

from regularise import LaplacianSmoother, attenuation_update

rng = np.random.default_rng(42)
nx = 10
G = jnp.asarray(rng.random((50, nx * nx)) * (rng.random((50, nx * nx)) < 0.15), jnp.float32)
true = 0.01 + 0.002 * rng.normal(size=nx * nx)
resid = G @ jnp.asarray(true, jnp.float32)
q = jnp.full((nx, nx), 0.01, jnp.float32)
for it in range(8):
    smoother = LaplacianSmoother(jnp.float32(0.2 / (1 + it)))
    q = attenuation_update(q, smoother, G, resid)
    print(it, float(q.mean()))
