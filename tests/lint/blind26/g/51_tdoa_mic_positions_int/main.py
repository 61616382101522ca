import numpy as np
import jax.numpy as jnp

from deployments import DEPLOYMENTS
from localise import localise, tdoa_residuals

C = 343.0
true_src = np.array([8.0, 11.0, 2.0])
for site, coords in DEPLOYMENTS.items():
    mics = jnp.array(coords)
    d = np.linalg.norm(np.asarray(coords, float) - true_src, axis=1)
    tdoa = jnp.asarray(((d[1:] - d[0]) / C).astype(np.float32))
    est = localise(coords, tdoa)
    print(site, np.round(np.asarray(est), 2),
          float(jnp.abs(tdoa_residuals(mics, est, tdoa)).max()))
