import jax
import jax.numpy as jnp
import numpy as np


def fit_fold(X_train, y_train, n_iter=30, lr=0.05, l2=1e-2):
    @jax.jit
    def step(w, X, y):
        grad = X.T @ (X @ w - y) / X.shape[0] + l2 * w
        return w - lr * grad

    w = jnp.zeros(X_train.shape[1], jnp.float32)
    for _ in range(n_iter):
        w = step(w, X_train, y_train)
    return w


def walk_forward(X, y, train_len, test_len):
    scores = []
    for start in range(0, len(X) - train_len - test_len + 1, test_len):
        tr = slice(start, start + train_len)
        te = slice(start + train_len, start + train_len + test_len)
        w = fit_fold(X[tr], y[tr])
        pred = np.asarray(X[te] @ w)
        scores.append(np.corrcoef(pred, y[te])[0, 1])
    return scores


rng = np.random.default_rng(19)
N, F = 600, 8
X = rng.normal(size=(N, F)).astype(np.float32)
beta = rng.normal(size=F) * 0.1
y = (X @ beta + rng.normal(0, 0.5, N)).astype(np.float32)

ics = walk_forward(X, y, train_len=250, test_len=50)
print("folds", len(ics), "mean IC", round(float(np.mean(ics)), 3))
