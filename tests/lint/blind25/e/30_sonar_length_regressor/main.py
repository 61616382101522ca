import numpy as np
import optax
from flax import nnx
from model import LengthRegressor, length_update

rng = np.random.default_rng(4)
model = LengthRegressor(nnx.Rngs(1))
opt = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
for step in range(8):
    x = rng.normal(size=(24, 10)).astype(np.float32)
    y = (x[:, 0] * 3 + 40).astype(np.float32) / 40
    loss = length_update(model, opt, x, y)
print("batches", int(model.batches_seen.value), "loss", float(loss))
