import numpy as np

from config import INIT, LEARNING_RATE
from growth import growth_step

rng = np.random.default_rng(89)
days = np.arange(60, dtype=np.float32)
true = 12000 / (1 + np.exp(-0.25 * (days - 28)))
mentions = np.maximum(true * rng.lognormal(0, 0.1, 60), 0).astype(np.float32)  # #balletcore posts per day

theta = dict(INIT)
for it in range(8):
    theta, loss = growth_step(theta, days, mentions, LEARNING_RATE)
print({k: round(float(v), 3) for k, v in theta.items()}, float(loss))
