import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def source_accuracy(centroids, x, y):
    d = jnp.sum((x[:, None] - centroids[None]) ** 2, -1)
    return jnp.mean(jnp.argmin(d, 1) == y)


rng = np.random.default_rng(1)
# pXRF Rb, Sr, Zr, Y, Nb of obsidian from 4 sources
n = 100
y = rng.integers(0, 4, size=n)
x = (rng.normal(size=(n, 5)) + y[:, None]).astype(np.float32)
parts = np.array_split(rng.permutation(n), 5)
accs = []
for f, va in enumerate(parts):
    tr = np.concatenate([p for i, p in enumerate(parts) if i != f])
    centroids = np.stack([x[tr][y[tr] == c].mean(0) for c in range(4)])
    accs.append(float(source_accuracy(centroids, x[va], y[va])))
print(np.round(accs, 3))
