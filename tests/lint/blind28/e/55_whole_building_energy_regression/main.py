import numpy as np
import jax.numpy as jnp

from train import fit_fold

# whole-building energy vs HDD, CDD, occupancy, weekday flags (one row per day)
rng = np.random.default_rng(40)
X = rng.normal(size=(300, 5)).astype(np.float32)
y = (X @ np.array([3.0, 2.0, 1.0, 0.5, -0.5]) + rng.normal(0, 0.3, 300)).astype(np.float32)

K = 5
folds = np.array_split(np.arange(300), K)
scores = []
for k in range(K):
    test = folds[k]
    train = np.concatenate([folds[j] for j in range(K) if j != k])
    w = fit_fold(jnp.asarray(X[train]), jnp.asarray(y[train]))
    scores.append(float(jnp.sqrt(jnp.mean((X[test] @ w - y[test]) ** 2))))
print("CV(RMSE) per fold:", np.round(scores, 3))
