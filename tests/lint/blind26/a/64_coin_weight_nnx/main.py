import numpy as np
import optax
from flax import nnx

from model import CoinWeight
from train import run_epoch

rng = np.random.default_rng(0)
# flan diameter, thickness, die axis, legend height, wear grade
x = rng.normal(size=(90, 5)).astype(np.float32)
y = (3.9 + 0.4 * x[:, 0] + 0.3 * x[:, 1] - 0.2 * x[:, 4]).astype(np.float32)
model = CoinWeight(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
for epoch in range(3):
    print(epoch, round(run_epoch(model, optimizer, x, y, batch=25), 4))
