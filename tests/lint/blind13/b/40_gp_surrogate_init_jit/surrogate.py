import jax
import jax.numpy as jnp


class GPSurrogate:
    """Exact GP surrogate of an expensive simulator, fitted once, queried many times."""

    def __init__(self, lengthscale=0.3, variance=1.0, noise=1e-4):
        self.lengthscale = lengthscale
        self.variance = variance
        self.noise = noise
        self._posterior = jax.jit(self._posterior_impl)

    def _kernel(self, a, b):
        d2 = jnp.sum((a[:, None, :] - b[None, :, :]) ** 2, -1)
        return self.variance * jnp.exp(-0.5 * d2 / self.lengthscale ** 2)

    def fit(self, X, y):
        self.X = jnp.asarray(X, jnp.float32)
        K = self._kernel(self.X, self.X) + self.noise * jnp.eye(self.X.shape[0])
        self.L = jnp.linalg.cholesky(K)
        self.alpha = jax.scipy.linalg.cho_solve((self.L, True), jnp.asarray(y, jnp.float32))
        return self

    def _posterior_impl(self, Xq, X, L, alpha):
        Ks = self._kernel(Xq, X)
        mean = Ks @ alpha
        v = jax.scipy.linalg.solve_triangular(L, Ks.T, lower=True)
        var = self.variance - jnp.sum(v ** 2, 0)
        return mean, jnp.sqrt(jnp.maximum(var, 1e-12))

    def predict(self, Xq):
        return self._posterior(jnp.asarray(Xq, jnp.float32), self.X, self.L, self.alpha)
