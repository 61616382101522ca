import jax
import jax.numpy as jnp
import numpy as np


class LabelledBuffer:
    def __init__(self, capacity, dim, X0, y0):
        self.X = np.zeros((capacity, dim), np.float32)
        self.y = np.zeros(capacity, np.float32)
        self.X[: len(X0)] = X0
        self.y[: len(y0)] = y0
        self._n = len(X0)

    @property
    def size(self):
        return self._n

    def add(self, X_new, y_new, accept):
        k = int(np.count_nonzero(accept))
        self.X[self._n : self._n + k] = X_new[accept]
        self.y[self._n : self._n + k] = y_new[accept]
        self._n += k


@jax.jit
def posterior_std(X, y, n, Xq):
    valid = (jnp.arange(X.shape[0]) < n).astype(X.dtype)
    mu_y = jnp.sum(y * valid) / n
    d2 = jnp.sum((X[:, None] - X[None]) ** 2, -1)
    K = jnp.exp(-d2 / 0.1) * valid[:, None] * valid[None] + jnp.eye(X.shape[0]) * (1e-3 + 1 - valid)
    Kq = jnp.exp(-jnp.sum((Xq[:, None] - X[None]) ** 2, -1) / 0.1) * valid[None]
    L = jnp.linalg.cholesky(K)
    v = jax.scipy.linalg.solve_triangular(L, Kq.T, lower=True)
    return mu_y, jnp.sqrt(jnp.clip(1 - jnp.sum(v**2, 0), 1e-9))


def main():
    rng = np.random.default_rng(2)
    X0 = rng.uniform(size=(4, 2)).astype(np.float32)
    buf = LabelledBuffer(32, 2, X0, X0.sum(1))
    cand = jnp.asarray(rng.uniform(size=(100, 2)), dtype=jnp.float32)
    for rnd in range(5):
        mu_y, sd = posterior_std(jnp.asarray(buf.X), jnp.asarray(buf.y), buf.size, cand)
        top = np.argsort(-np.asarray(sd))[:3]
        X_new = np.asarray(cand)[top]
        y_new = X_new.sum(1)
        accept = y_new > 0.2
        buf.add(X_new, y_new, accept)
        print(rnd, buf.size, float(mu_y))


if __name__ == "__main__":
    main()
