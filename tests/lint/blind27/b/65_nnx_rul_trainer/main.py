import numpy as np
from flax import nnx
from model import EngineRUL
from trainer import Trainer

rng = np.random.default_rng(65)
X = rng.normal(size=(256, 10)).astype(np.float32)
y = (150 - 30 * X[:, 0] - 10 * X[:, 3] + rng.normal(0, 5, 256)).astype(np.float32) / 100

trainer = Trainer(EngineRUL(nnx.Rngs(0)), lr=3e-3)
for epoch in range(4):
    print("epoch", epoch, trainer.run_epoch(X, y))
