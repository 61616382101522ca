import numpy as np
import optax
from flax import nnx

from model import GaitPhaseNet
from train import run_epoch

rng = np.random.default_rng(10)
x = rng.normal(size=(128, 6)).astype(np.float32)   # shank gyro + accel
y = (np.arctan2(x[:, 0], x[:, 1]) > 0).astype(np.int32) + 2 * (x[:, 2] > 0).astype(np.int32)

model = GaitPhaseNet(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
for epoch in range(2):
    loss = run_epoch(model, optimizer, x, y)
    print(epoch, float(loss), model.samples_seen)
