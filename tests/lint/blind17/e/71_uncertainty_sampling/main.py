import jax
import jax.numpy as jnp
import numpy as np

from pool import LabelPool

rng = np.random.default_rng(1)
X = rng.normal(size=(500, 4)).astype(np.float32)
y = (X[:, 0] * 1.5 - X[:, 2] > 0.2).astype(np.float32)

ROUNDS = 5
QUERY = 10


@jax.jit
def fit(X, y, mask):
    n = jnp.sum(mask)

    def body(_, w):
        p = jax.nn.sigmoid(X @ w[:-1] + w[-1])
        r = (p - y) * mask
        g = jnp.concatenate([X.T @ r, jnp.sum(r, keepdims=True)]) / n
        return w - 1.0 * g

    return jax.lax.fori_loop(0, 200, body, jnp.zeros(X.shape[1] + 1))


@jax.jit
def uncertainty(w, X):
    p = jax.nn.sigmoid(X @ w[:-1] + w[-1])
    return -jnp.abs(p - 0.5)


pool = LabelPool(X, y)
for r in range(ROUNDS):
    Xa, ya, mask = pool.training_set()
    w = fit(Xa, ya, mask)
    cand = pool.unlabeled()
    u = np.asarray(uncertainty(w, X))[cand]
    pool.add(cand[np.argsort(u)[-QUERY:]])
    acc = float(jnp.mean((jax.nn.sigmoid(X @ w[:-1] + w[-1]) > 0.5) == y))
    print(f"round {r}: {int(mask.sum())} labels, acc {acc:.3f}")
