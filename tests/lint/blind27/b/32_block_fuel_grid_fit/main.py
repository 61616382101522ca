import itertools

import jax
import jax.numpy as jnp
import numpy as np

rng = np.random.default_rng(2)
X = jnp.asarray(rng.normal(size=(300, 4)), dtype=jnp.float32)
y = X @ jnp.array([3.0, 1.2, 0.8, 0.3]) + jnp.asarray(rng.normal(0, 0.2, 300), dtype=jnp.float32)
Xtr, ytr, Xva, yva = X[:240], y[:240], X[240:], y[240:]


@jax.jit
def fit_grid(lrs, l2s, x, y):
    def fit_one(lr, l2):
        def step(w, _):
            g = x.T @ (x @ w - y) / x.shape[0] + l2 * w
            return w - lr * g, None
        w, _ = jax.lax.scan(step, jnp.zeros(x.shape[1]), None, length=50)
        return w
    return jax.vmap(fit_one)(lrs, l2s)


combos = list(itertools.product([0.05, 0.1, 0.2], [0.0, 0.01]))
lrs = jnp.array([c[0] for c in combos], dtype=jnp.float32)
l2s = jnp.array([c[1] for c in combos], dtype=jnp.float32)
for repeat in range(2):  # two folds: swap train/val halves
    if repeat == 1:
        Xtr, ytr, Xva, yva = X[60:], y[60:], X[:60], y[:60]
    W = fit_grid(lrs, l2s, Xtr, ytr)
    mse = jnp.mean((Xva @ W.T - yva[:, None]) ** 2, axis=0)
    for (lr, l2), m in zip(combos, np.asarray(mse)):
        print(f"fold {repeat} lr={lr} l2={l2} val mse={m:.4f}")
