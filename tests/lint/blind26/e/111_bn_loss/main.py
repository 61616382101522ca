import jax
import numpy as np

from net import fatigue_net
from steps import bn_loss, bn_train_step, tx

rng = np.random.default_rng(59)
X = rng.normal(size=(192, 8)).astype(np.float32)  # CMJ, HRV, sleep, soreness, ...
y = (X[:, 0] - 0.5 * X[:, 1] + rng.normal(0, 0.3, 192)).astype(np.float32)
params, state = fatigue_net.init(jax.random.PRNGKey(0), X[:4], True)
opt_state = tx.init(params)
for epoch in range(4):
    for i in range(0, 128, 32):
        params, state, opt_state, l = bn_train_step(params, state, opt_state, X[i:i + 32], y[i:i + 32])
    tr = bn_loss(params, state, X[:64], y[:64], is_training=True)
    va = bn_loss(params, state, X[128:], y[128:], is_training=False)
    print(epoch, float(tr), float(va))
