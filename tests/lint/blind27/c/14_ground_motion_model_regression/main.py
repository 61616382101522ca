import jax
import numpy as np

from net import GroundMotionMLP, sgd_step
from schedule import cosine_lr

rng = np.random.default_rng(14)
mag = rng.uniform(3, 7, 256)
dist = rng.uniform(1, 150, 256)
vs30 = rng.uniform(200, 900, 256)
feats = np.c_[mag - 5, np.log(dist), np.log(vs30 / 500)].astype(np.float32)
target = (-1 + 0.9 * (mag - 5) - 1.3 * np.log(dist) - 0.4 * np.log(vs30 / 500)).astype(np.float32)

model = GroundMotionMLP(jax.random.PRNGKey(0))
total = 30
for step in range(total):
    model, loss = sgd_step(model, feats, target, cosine_lr(step, total))
print(float(loss))
