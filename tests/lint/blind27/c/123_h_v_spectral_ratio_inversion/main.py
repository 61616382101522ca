import numpy as np
import optax
from flax import nnx

from model import HvInversionNet, hv_step

rng = np.random.default_rng(123)
x = rng.normal(size=(128, 12)).astype(np.float32)
y = (np.tanh(x[:, :8]) + 0.1 * x[:, 8:9]).astype(np.float32)
model = HvInversionNet(nnx.Rngs(0))
schedule = optax.piecewise_constant_schedule(1e-2, {10: 0.3, 20: 0.33})
opt = nnx.Optimizer(model, optax.adam(schedule), wrt=nnx.Param)
for stage in range(3):
    for _ in range(10):
        loss = hv_step(model, opt, x, y)
    print(stage, float(schedule(10 * stage)), float(loss))
