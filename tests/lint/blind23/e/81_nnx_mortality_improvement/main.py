import numpy as np
from flax import nnx

from model import MortalityImprovement, sgd_step

ages = np.linspace(-1.0, 1.0, 64, dtype=np.float32)[:, None]
improvement = (0.015 + 0.01 * np.exp(-((ages[:, 0] - 0.2) ** 2) / 0.1)).astype(np.float32)

model = MortalityImprovement(nnx.Rngs(0))
lr = 0.1
for epoch in range(8):
    for _ in range(25):
        loss = sgd_step(model, ages, improvement, lr)
    lr *= 0.8
    print(f"epoch {epoch}: mse {float(loss):.3e}, next lr {lr:.4f}")
