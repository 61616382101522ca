import jax.numpy as jnp
import numpy as np
from train import rul_sgd_step

rng = np.random.default_rng(117)
# remaining useful life (normalised) from 6 degradation indicators
X = rng.normal(size=(128, 6)).astype(np.float32)
y = (X @ rng.normal(size=6)).astype(np.float32)
w = jnp.zeros(6)
for epoch in range(4):
    for i in range(0, 128, 64):
        w = rul_sgd_step(w, X[i:i + 64], y[i:i + 64], tag=f"epoch {epoch}")
