import numpy as np
import optax
from flax import nnx
from model import ScheduleAdherence
from loop import run_epoch

rng = np.random.default_rng(0)
X = rng.normal(size=(350, 8)).astype(np.float32)
y = (X[:, 0] - X[:, 5] > 0).astype(np.float32)
model = ScheduleAdherence(nnx.Rngs(0, dropout=1))
opt = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
for epoch in range(4):
    print(epoch, run_epoch(model, opt, X[:300], y[:300], X[300:], y[300:]))
