import numpy as np
from flax import nnx
from model import CalfDiarrhoeaClassifier
from calibrate import temperature_search

rng = np.random.default_rng(75)
x = rng.normal(size=(100, 5)).astype(np.float32)
y = rng.integers(0, 4, 100).astype(np.int32)
model = CalfDiarrhoeaClassifier(nnx.Rngs(0))
print("best temperature", temperature_search(model, x, y, [0.5, 1.0, 1.5, 2.0, 3.0]))
