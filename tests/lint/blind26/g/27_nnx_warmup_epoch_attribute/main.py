import numpy as np
import optax
from flax import nnx

from model import GaitClassifier
from train import train_step

rng = np.random.default_rng(0)
X = rng.normal(size=(256, 36)).astype(np.float32)
Y = rng.integers(0, 5, size=256).astype(np.int32)

model = GaitClassifier(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
for epoch in range(5):
    model.epoch = epoch
    for i in range(0, 256, 64):
        loss = train_step(model, optimizer, X[i:i + 64], Y[i:i + 64])
    print(epoch, round(model.smoothing(), 3), float(loss))
