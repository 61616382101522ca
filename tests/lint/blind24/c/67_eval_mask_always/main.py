import numpy as np
import jax
import jax.numpy as jnp
from data import eval_batches


@jax.jit
def relocation_accuracy(w, b, x, y, mask=None):
    pred = (x @ w + b > 0).astype(jnp.int32)
    hit = (pred == y).astype(jnp.float32)
    if mask is None:
        return hit.sum(), jnp.float32(hit.shape[0])
    return (hit * mask).sum(), mask.sum()


rng = np.random.default_rng(1)
X = rng.normal(size=(451, 5)).astype(np.float32)
y = (X[:, 2] - X[:, 0] > 0).astype(np.int32)
for b in [-0.2, 0.0, 0.2]:
    w = jnp.array([-1.0, 0.0, 1.0, 0.0, 0.1])
    hits, n = 0.0, 0.0
    for xb, yb, m in eval_batches(X, y, 100):
        h, c = relocation_accuracy(w, b, xb, yb, mask=m)
        hits, n = hits + float(h), n + float(c)
    print(b, round(hits / n, 4))
