import numpy as np
import optax
from flax import nnx
from model import RoleMatcher
from steps import match_step

rng = np.random.default_rng(0)
X = rng.normal(size=(256, 12)).astype(np.float32)
roles = rng.integers(0, 5, size=256).astype(np.int32)
model = RoleMatcher(12, 5, nnx.Rngs(0))
opt = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)

for epoch in range(4):
    model.temperature = max(0.5, 2.0 - 0.5 * epoch)
    for i in range(0, 256, 64):
        loss = match_step(model, opt, X[i:i + 64], roles[i:i + 64])
    print(epoch, model.temperature, float(loss))
