import numpy as np
import jax
import jax.numpy as jnp

CAPACITY = 160


class LabelBuffer:
    def __init__(self, n_feat):
        self.x = np.zeros((CAPACITY, n_feat), np.float32)
        self.y = np.zeros(CAPACITY, np.float32)
        self.mask = np.zeros(CAPACITY, np.float32)
        self.n = 0

    def add(self, x, y):
        k = len(x)
        self.x[self.n:self.n + k], self.y[self.n:self.n + k] = x, y
        self.mask[self.n:self.n + k] = 1.0
        self.n += k


@jax.jit
def fit_masked_logreg(w, x, y, mask):
    def loss(w):
        z = x @ w
        return jnp.sum(mask * (jnp.logaddexp(0.0, z) - y * z)) / mask.sum() + 1e-2 * jnp.sum(w ** 2)

    for _ in range(25):
        w = w - 0.5 * jax.grad(loss)(w)
    return w


rng = np.random.default_rng(0)
X = rng.normal(size=(400, 10)).astype(np.float32)      # frog call features
Y = (X[:, 0] - X[:, 2] > 0).astype(np.float32)
buf = LabelBuffer(10)
first = rng.choice(400, 40, replace=False)
buf.add(X[first], Y[first])
w = jnp.zeros(10)
for rnd in range(5):
    w = fit_masked_logreg(w, buf.x, buf.y, buf.mask)
    p = 1 / (1 + np.exp(-(X @ np.asarray(w))))
    print(rnd, buf.n, round(float(((p > 0.5) == Y).mean()), 3))
    pick = np.argsort(np.abs(p - 0.5))[:20]
    buf.add(X[pick], Y[pick])
