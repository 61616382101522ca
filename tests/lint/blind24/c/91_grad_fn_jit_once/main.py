import numpy as np
import jax.numpy as jnp
from train import run_epoch

rng = np.random.default_rng(1)
X = rng.normal(size=(300, 5)).astype(np.float32)
y = (X @ rng.normal(size=5) + 1.0).astype(np.float32)
params = {"w": jnp.zeros(5), "b": jnp.zeros(())}
for epoch, lr in enumerate([0.1, 0.1, 0.05, 0.05, 0.02]):
    params, loss = run_epoch(params, X, y, 60, lr)
    print(epoch, float(loss))
