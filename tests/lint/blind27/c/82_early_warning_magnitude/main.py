import numpy as np
import optax
from flax import nnx

from loader import EpochLoader
from train import MagnitudeNet, mag_step

rng = np.random.default_rng(82)
# log peak displacement per component, log hypocentral distance, tau_c, duration
x = rng.normal(size=(250, 6)).astype(np.float32)
y = (4.0 + x @ np.array([0.5, 0.4, 0.3, -0.6, 0.2, 0.1])).astype(np.float32)
model = MagnitudeNet(nnx.Rngs(0))
opt = nnx.Optimizer(model, optax.adam(5e-3), wrt=nnx.Param)
for epoch in range(3):
    for xb, yb in EpochLoader(x, y, 32, seed=epoch):
        loss = mag_step(model, opt, xb, yb)
    print(epoch, float(loss))
