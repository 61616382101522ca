import jax.numpy as jnp
import numpy as np
from flax import nnx

from model import CalibratedPicker, calibrated_nll

rng = np.random.default_rng(39)
x = rng.normal(size=(128, 16)).astype(np.float32)
y = rng.integers(0, 3, 128).astype(np.int32)
model = CalibratedPicker(nnx.Rngs(0))
for t in [0.5, 1.0, 1.5, 2.0, 3.0]:
    model.temperature[...] = jnp.asarray(t)
    print(t, float(calibrated_nll(model, x, y)))
