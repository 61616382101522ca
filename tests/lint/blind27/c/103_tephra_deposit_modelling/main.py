import jax
import numpy as np

from config import TRAIN
from train import ash_step, tx

rng = np.random.default_rng(103)
# column height, mass eruption rate, wind speed, grain size -> log deposit thickness
x = rng.normal(size=(960, 4)).astype(np.float32)
y = (np.tanh(x @ np.array([0.8, 0.6, -0.4, 0.2]))).astype(np.float32)
k1, k2 = jax.random.split(jax.random.PRNGKey(0))
w = {"a": 0.3 * jax.random.normal(k1, (4, 16)), "b": 0.3 * jax.random.normal(k2, (16,))}
state = tx.init(w)
bs = TRAIN["batch"]
for epoch in range(TRAIN["epochs"]):
    for i in range(0, 960, bs):
        w, state, l = ash_step(w, state, x[i:i + bs], y[i:i + bs])
    print(epoch, float(l))
