import jax
import jax.numpy as jnp


class LogisticSearchlightDecoder:
    def __init__(self, n_voxels, l2=1e-2, lr=0.1):
        self.l2 = l2
        self.lr = lr
        self.w = jnp.zeros((n_voxels,), dtype=jnp.float32)
        self.b = jnp.zeros((), dtype=jnp.float32)
        self._step = jax.jit(self._gradient_step)

    def _gradient_step(self, w, b, X, y):
        def loss(w, b):
            z = X @ w + b
            return jnp.mean(jnp.logaddexp(0.0, z) - y * z) + self.l2 * jnp.sum(w ** 2)

        gw, gb = jax.grad(loss, argnums=(0, 1))(w, b)
        return w - self.lr * gw, b - self.lr * gb

    def fit(self, X, y, n_iter=25):
        for _ in range(n_iter):
            self.w, self.b = self._step(self.w, self.b, X, y)
        return self

    def score(self, X, y):
        return float(jnp.mean(((X @ self.w + self.b) > 0) == (y > 0.5)))
