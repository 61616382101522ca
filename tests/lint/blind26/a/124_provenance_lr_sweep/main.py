import numpy as np

from sweep import run_config

rng = np.random.default_rng(0)
y = rng.integers(0, 4, size=120)
x = (rng.normal(size=(120, 10)) + np.eye(10)[y] * 2).astype(np.float32)
results = {lr: run_config(lr, x, y) for lr in [0.3, 0.1, 0.03, 0.01]}
print(min(results, key=results.get), results)
