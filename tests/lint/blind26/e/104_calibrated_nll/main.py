import numpy as np
from flax import nnx

from calibrate import fit_temperature
from model import PassOutcomeNet

rng = np.random.default_rng(56)
x = rng.normal(size=(300, 6)).astype(np.float32)  # pass length, angle, pressure, receiver speed, ...
y = (x[:, 0] - x[:, 2] + rng.normal(0, 1, 300) > 0).astype(np.int32)
model = PassOutcomeNet(nnx.Rngs(0))
print("best temperature, nll:", fit_temperature(model, x, y))
