import jax
import numpy as np

from folds import kfold
from model import full_batch_step, net, tx, val_rmse

rng = np.random.default_rng(66)
# features: log Vs30, log depth to 1 km/s, slope, f0
x = rng.normal(size=(100, 4)).astype(np.float32)
y = (0.6 * x[:, 0] - 0.3 * x[:, 1] + 0.1 * x[:, 3] + rng.normal(0, 0.1, 100)).astype(np.float32)
scores = []
for fold, (tr, va) in enumerate(kfold(len(x), 5)):
    params = net.init(jax.random.PRNGKey(fold), x[:1])
    opt_state = tx.init(params)
    for _ in range(30):
        params, opt_state, _ = full_batch_step(params, opt_state, x[tr], y[tr])
    scores.append(float(val_rmse(params, x[va], y[va])))
print(np.round(scores, 3))
