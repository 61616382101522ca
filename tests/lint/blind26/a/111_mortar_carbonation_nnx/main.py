import numpy as np
import optax
from flax import nnx

from model import CarbonationNet
from train import train

rng = np.random.default_rng(0)
# wall age (centuries), exposure, binder ratio, porosity -> carbonation depth (mm)
x = rng.uniform(0, 1, size=(64, 4)).astype(np.float32)
y = (10 * np.sqrt(x[:, 0]) * (0.5 + x[:, 3])).astype(np.float32)
model = CarbonationNet(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
print("final loss", train(model, optimizer, x, y, steps=5))
