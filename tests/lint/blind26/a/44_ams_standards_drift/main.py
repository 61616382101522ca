import numpy as np
import jax
import jax.numpy as jnp

from buffer import StandardsBuffer

NOMINAL = 1.0398  # F14C of the oxalic acid standard


@jax.jit
def drift_correction(values, filled, unknown):
    n = jnp.maximum(filled.sum(), 1.0)
    mean = (values * filled).sum() / n
    return unknown * NOMINAL / mean


rng = np.random.default_rng(0)
buf = StandardsBuffer()
for run in range(30):
    buf.push(NOMINAL * (1 + 0.002 * np.sin(run / 5)) + rng.normal(0, 0.001))
    vals, filled = buf.arrays()
    corrected = drift_correction(vals, filled, np.float32(0.62))
    if run % 6 == 0:
        print(run, round(float(corrected), 5))
