import numpy as np
from flax import nnx
from model import AgeRegressor, age_step
from stages import STAGES, make_optimizer

rng = np.random.default_rng(46)
X = rng.normal(size=(64, 5)).astype(np.float32)
age = (4 + X[:, 0] * 1.5 + X[:, 1]).astype(np.float32)
model = AgeRegressor(nnx.Rngs(0))
for lr, steps in STAGES:
    opt = make_optimizer(model, lr)
    for _ in range(steps):
        l = age_step(model, opt, X, age)
    print("lr", lr, "loss", round(float(l), 4))
