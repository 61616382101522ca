import numpy as np
import jax.numpy as jnp

from train import fit
from evaluate import report

rng = np.random.default_rng(90)
# step length asymmetry, head bob, back arch, stance time (from 3D camera)
X = rng.normal(size=(120, 4)).astype(np.float32)
y = (X[:, 0] + 0.8 * X[:, 2] > 0.5).astype(np.float32)
w = fit(jnp.zeros(4), X[:60], y[:60], epochs=20)
report(w, X[60:], y[60:])
