import numpy as np
import optax
from flax import nnx

from model import LossDevelopmentNet, fit_step

rng = np.random.default_rng(101)
origin = rng.uniform(0, 1, 512).astype(np.float32)
dev = rng.uniform(0, 1, 512).astype(np.float32)
x = np.stack([origin, dev], axis=1)
y = (1 - np.exp(-3 * dev) + 0.1 * origin).astype(np.float32)

model = LossDevelopmentNet(nnx.Rngs(0))
for stage, lr in enumerate([1e-2, 3e-3, 1e-3]):
    optimizer = nnx.Optimizer(model, optax.adam(lr), wrt=nnx.Param)
    for _ in range(40):
        loss = fit_step(model, optimizer, x, y)
    print(f"stage {stage} (lr {lr}): mse {float(loss):.5f}")
