import jax
import numpy as np
import optax
from flax import nnx

from model import DrapeRegressor
from train import run_epoch

rng = np.random.default_rng(37)
X = rng.normal(size=(128, 6)).astype(np.float32)
y = (0.5 + 0.1 * X[:, 0] - 0.2 * X[:, 2]).astype(np.float32)

model = DrapeRegressor(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
key = jax.random.PRNGKey(1)
for epoch in range(5):
    model.epoch = epoch
    key, loss = run_epoch(model, optimizer, X, y, key)
    print(epoch, float(loss))
