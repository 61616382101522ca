import numpy as np
import jax
import jax.numpy as jnp
from data import training_batches, holdout
from model import init, promo_logits, promo_grads

rng = np.random.default_rng(0)
X = rng.normal(size=(600, 10)).astype(np.float32)
y = (X[:, 0] + X[:, 1] * X[:, 2] > 0).astype(np.float32)
params = init(jax.random.PRNGKey(0))
xv, yv = holdout(X[500:], y[500:])
for epoch in range(3):
    for xb, yb in training_batches(X[:500], y[:500], 100):
        l, g = promo_grads(params, xb, yb)
        params = jax.tree_util.tree_map(lambda p, d: p - 0.1 * d, params, g)
    train_acc = float(((promo_logits(params, xb) > 0) == (yb > 0)).mean())
    val_acc = float(((promo_logits(params, xv) > 0) == (yv > 0)).mean())
    print(epoch, float(l), round(train_acc, 3), round(val_acc, 3))
