import numpy as np
import jax.numpy as jnp
from callbacks import ValidationLogger
from trainer import train

rng = np.random.default_rng(61)
X = rng.normal(size=(120, 4)).astype(np.float32)
y = (X @ np.array([0.5, -0.2, 0.1, 0.0], np.float32) + rng.normal(0, 0.1, 120)).astype(np.float32)
logger = ValidationLogger(X[100:], y[100:])
w = train(jnp.zeros(4), X[:100], y[:100], epochs=5, callbacks=[logger])
