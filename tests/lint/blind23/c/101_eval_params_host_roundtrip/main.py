import numpy as np
import jax
from model import init, modulation_accuracy, amc_step
from ckpt import BestKeeper

# automatic modulation classification from 12 higher-order cumulant features
rng = np.random.default_rng(0)
centers = rng.standard_normal((5, 12)) * 1.5
y = rng.integers(0, 5, 2048).astype(np.int32)
x = (centers[y] + rng.standard_normal((2048, 12))).astype(np.float32)
xv, yv = x[-512:], y[-512:]

p = init(jax.random.PRNGKey(0))
keeper = BestKeeper()
for epoch in range(5):
    for i in range(0, 1536, 256):
        p = amc_step(p, x[i:i + 256], y[i:i + 256])
    acc = float(modulation_accuracy(p, xv, yv))
    keeper.offer(acc, p)
    print(epoch, acc)
print("best (restored from host copy):", float(modulation_accuracy(keeper.params, xv, yv)))
