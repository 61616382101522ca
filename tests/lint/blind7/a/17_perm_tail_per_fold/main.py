import jax
import jax.numpy as jnp
import numpy as np

from cv import expanding_folds, minibatches

LAGS, BATCH = 5, 32


@jax.jit
def ridge_step(w, x, y, lam):
    g = jax.grad(lambda w: jnp.mean((x @ w - y) ** 2) + lam * jnp.sum(w ** 2))(w)
    return w - 0.05 * g


rng = np.random.default_rng(0)
series = np.cumsum(rng.normal(size=300)).astype(np.float32)
series = (series - series.mean()) / series.std()
X = np.stack([series[i:i + LAGS] for i in range(len(series) - LAGS)])
y = series[LAGS:]

for train_idx, val_idx in expanding_folds(len(y), n_folds=4, min_train=90):
    w = jnp.zeros(LAGS)
    for b in minibatches(rng, train_idx, BATCH):
        w = ridge_step(w, X[b], y[b], 0.01)
    mse = float(jnp.mean((X[val_idx] @ w - y[val_idx]) ** 2))
    print(len(train_idx), round(mse, 4))
