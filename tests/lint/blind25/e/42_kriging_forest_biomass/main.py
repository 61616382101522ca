import numpy as np
import jax.numpy as jnp
from interp import interpolate_agb
from kernels import KERNELS

rng = np.random.default_rng(26)
targets = rng.uniform(0, 5, (25, 2)).astype(np.float32)
for block in range(5):
    xy = rng.uniform(0, 5, (30, 2)).astype(np.float32)
    agb = rng.normal(150, 30, 30).astype(np.float32)
    params = jnp.array([900.0, 1.0 + 0.2 * block])
    est = interpolate_agb(xy, agb, targets, params, kernel=KERNELS["matern32"])
    print("block", block, round(float(est.mean()), 1))
