import numpy as np
import jax.numpy as jnp
from train import emulator_step

rng = np.random.default_rng(121)
X = rng.normal(size=(64, 6)).astype(np.float32)
y = np.tanh(X @ rng.normal(size=6)).astype(np.float32)
w = jnp.zeros(6)
for step in range(12):
    w = emulator_step(w, X, y, step=step)
print(np.round(np.asarray(w), 3))
