import numpy as np
import jax.numpy as jnp

from analysis import plough_drift, bioturbation

rng = np.random.default_rng(0)
offsets = jnp.asarray(rng.normal(size=(50, 2)).astype(np.float32))
print("plough", float(plough_drift(offsets, jnp.float32(150.0)).mean()))
for rate in [0.005, 0.01, 0.04]:
    print("bioturbation", rate, float(bioturbation(offsets, jnp.float32(150.0), rate).mean()))
