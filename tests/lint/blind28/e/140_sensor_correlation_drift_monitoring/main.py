import numpy as np
import jax
import jax.numpy as jnp

from data import sensor_matrix


@jax.jit
def correlation_drift(x, ref_corr):
    xc = (x - x.mean(0)) / (x.std(0) + 1e-6)
    corr = xc.T @ xc / x.shape[0]
    return jnp.linalg.norm(corr - ref_corr)


rng = np.random.default_rng(0)
ref = jnp.eye(6)
for day in range(6):
    x = sensor_matrix(day, rng)
    print(day, x.flags["C_CONTIGUOUS"], round(float(correlation_drift(x, ref)), 3))
