import jax
import jax.numpy as jnp
import numpy as np

rng = np.random.default_rng(90)
# tensile strength (N) of denim from cotton/elastane share, yarn count, twist, weave density
X = rng.normal(size=(200, 5)).astype(np.float32)
y = (600 + X @ np.array([40, -25, 15, 10, 30]) + rng.normal(0, 10, 200)).astype(np.float32)
folds = np.array_split(rng.permutation(200), 5)

scores = []
for k, val_idx in enumerate(folds):
    train_idx = np.setdiff1d(np.arange(200), val_idx)
    Xtr, ytr = X[train_idx], y[train_idx]

    @jax.jit
    def ridge_fold_step(w, b, lam):
        def loss(w, b):
            return jnp.mean((Xtr @ w + b - ytr) ** 2) + lam * jnp.sum(w ** 2)
        gw, gb = jax.grad(loss, argnums=(0, 1))(w, b)
        return w - 0.05 * gw, b - 0.05 * gb

    w, b = jnp.zeros(5), jnp.float32(600.0)
    for _ in range(100):
        w, b = ridge_fold_step(w, b, 0.01)
    pred = X[val_idx] @ np.asarray(w) + float(b)
    scores.append(float(np.sqrt(np.mean((pred - y[val_idx]) ** 2))))
print("fold RMSE:", np.round(scores, 2))
