import numpy as np
import jax
import jax.numpy as jnp

from cv import kfold_indices

rng = np.random.default_rng(36)
n = 103  # bulk tank samples
# ELISA S/P ratio, herd size, bought-in cattle, shared grazing
X = rng.normal(size=(n, 4)).astype(np.float32)
y = (X[:, 0] + 0.4 * X[:, 2] > 0.3).astype(np.float32)


@jax.jit
def fit_logistic(x, y):
    w = jnp.zeros(x.shape[1])

    def body(i, w):
        p = jax.nn.sigmoid(x @ w)
        return w + 0.5 * x.T @ (y - p) / x.shape[0]

    return jax.lax.fori_loop(0, 100, body, w)


@jax.jit
def fold_accuracy(w, x, y):
    return jnp.mean((x @ w > 0) == (y > 0.5))


accs = []
for train, val in kfold_indices(n, 5):
    w = fit_logistic(X[train], y[train])
    accs.append(float(fold_accuracy(w, X[val], y[val])))
print("CV accuracy", np.round(accs, 3), "mean", round(float(np.mean(accs)), 3))
