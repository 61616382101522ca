import equinox as eqx
import jax
import numpy as np

from model import ScorePointClassifier
from train import opt, score_step

SCORE_POINTS = 6
rng = np.random.default_rng(0)
X = rng.normal(size=(192, 16)).astype(np.float32)
Y = np.clip(np.round(X[:, 0] * 1.5 + 2.5), 0, SCORE_POINTS - 1).astype(np.int32)
model = ScorePointClassifier(16, SCORE_POINTS, jax.random.PRNGKey(0))
opt_state = opt.init(eqx.filter(model, eqx.is_array))
for epoch in range(4):
    for i in range(0, 192, 64):
        model, opt_state, loss = score_step(model, opt_state, X[i:i + 64], Y[i:i + 64], SCORE_POINTS)
    print(epoch, float(loss))
