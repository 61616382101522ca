import numpy as np
import jax
import jax.numpy as jnp

from folds import kfold


@jax.jit
def fold_accuracy(centroids, x, y):
    d = jnp.sum((x[:, None] - centroids[None]) ** 2, -1)
    return jnp.mean(jnp.argmin(d, 1) == y)


rng = np.random.default_rng(0)
# LA-ICP-MS trace elements of chert from 3 outcrops
y = rng.integers(0, 3, size=103)
x = (rng.normal(size=(103, 6)) + y[:, None] * 1.2).astype(np.float32)
accs = []
for tr, va in kfold(103, 5):
    centroids = np.stack([x[tr][y[tr] == c].mean(0) for c in range(3)])
    accs.append(float(fold_accuracy(centroids, x[va], y[va])))
print(np.round(accs, 3))
