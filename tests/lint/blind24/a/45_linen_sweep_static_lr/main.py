import numpy as np
from train import train

# beef calves: birth weight, dam age, creep days, breed code -> 205-day adjusted weaning weight
rng = np.random.default_rng(35)
x = rng.normal(size=(128, 4)).astype(np.float32)
y = (x @ np.array([0.6, 0.2, 0.4, -0.1])).astype(np.float32)
results = {lr: train(x, y, lr) for lr in [0.3, 0.1, 0.03, 0.01]}
best = min(results, key=results.get)
print("sweep", results, "best lr", best)
