import jax
import jax.numpy as jnp


def _quantile_loss(beta, X, y, q):
    r = y - X @ beta
    return jnp.mean(jnp.maximum(q * r, (q - 1) * r))


class QuantileRegressor:
    def __init__(self, quantile=0.5, lr=0.05, n_iter=100):
        self.quantile = quantile
        self.lr = lr
        self.n_iter = n_iter

    def _solve(self, X, y):
        grad = jax.grad(_quantile_loss)

        def body(beta, _):
            return beta - self.lr * grad(beta, X, y, self.quantile), None

        beta, _ = jax.lax.scan(body, jnp.zeros(X.shape[1], X.dtype), None, length=self.n_iter)
        return beta

    def fit(self, X, y):
        self._solver = jax.jit(self._solve)
        self.coef_ = self._solver(X, y)
        return self

    def predict(self, X):
        return X @ self.coef_
