import numpy as np
from flax import nnx
from model import FishNet, evaluate

rng = np.random.default_rng(101)
model = FishNet(nnx.Rngs(0))
for batch in range(4):
    x = rng.normal(size=(32, 20)).astype(np.float32)
    y = rng.integers(0, 5, 32)
    print("batch", batch, "acc", round(evaluate(model, x, y), 3))
