import jax
import jax.numpy as jnp
import numpy as np

from cv import train_fold

rng = np.random.default_rng(6)
n, k = 100, 5
# features: TDD, soil moisture, organic depth, vegetation height -> active layer thickness
x = rng.normal(0, 1, (n, 4)).astype(np.float32)
y = (0.7 + 0.2 * x[:, 0] - 0.1 * x[:, 2] + 0.05 * x[:, 1] * x[:, 0]).astype(np.float32)
folds = np.array_split(rng.permutation(n), k)
scores = []
for i in range(k):
    va = folds[i]
    tr = np.concatenate([folds[j] for j in range(k) if j != i])
    scores.append(train_fold(jnp.asarray(x[tr]), jnp.asarray(y[tr]), jnp.asarray(x[va]), jnp.asarray(y[va]),
                             jax.random.PRNGKey(i)))
print("CV mse per fold:", [round(s, 4) for s in scores])
