import numpy as np
from flax import nnx

from calibrate import reliability
from model import EventTypeHead

rng = np.random.default_rng(40)
x = rng.normal(size=(200, 16)).astype(np.float32)
y = rng.integers(0, 4, 200)
head = EventTypeHead(nnx.Rngs(0))
print(reliability(head, x, y, [0.5, 1.0, 1.5, 2.0]))
