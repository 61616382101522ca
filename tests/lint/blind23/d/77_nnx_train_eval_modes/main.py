import numpy as np
import optax
from flax import nnx

from loop import run_epoch
from model import WritingFeedbackNet

rng = np.random.default_rng(0)
X = rng.normal(size=(160, 20)).astype(np.float32)
Y = (X[:, :6] > 0.5).astype(np.float32)  # feedback tags: thesis, evidence, organization, ...
model = WritingFeedbackNet(20, 6, nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(5e-3), wrt=nnx.Param)
for epoch in range(4):
    print(epoch, run_epoch(model, optimizer, (X[:128], Y[:128]), (X[128:], Y[128:])))
