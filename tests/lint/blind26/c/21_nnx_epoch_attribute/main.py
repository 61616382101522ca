import numpy as np
import optax
from flax import nnx
from model import StressTagger
from train import run_epoch

rng = np.random.default_rng(21)
x = rng.normal(size=(300, 10)).astype(np.float32)
y = (x[:, :3].argmax(1)).astype(np.int32)
model = StressTagger(10, 3, nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
for epoch in range(4):
    print(epoch, float(run_epoch(model, optimizer, x, y, epoch)))
