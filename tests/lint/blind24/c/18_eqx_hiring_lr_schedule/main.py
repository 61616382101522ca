import jax
import numpy as np
import equinox as eqx
from model import HireScorer
from train import hire_step

rng = np.random.default_rng(0)
X = rng.normal(size=(512, 8)).astype(np.float32)
y = (X[:, 0] - X[:, 3] + 0.5 * rng.normal(size=512) > 0).astype(np.float32)
model = HireScorer(jax.random.PRNGKey(0))

for epoch in range(5):
    for i in range(0, 512, 128):
        model, loss = hire_step(model, X[i:i + 128], y[i:i + 128], epoch)
    print(epoch, float(loss))
