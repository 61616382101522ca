import jax
import jax.numpy as jnp
import numpy as np


class PropensityModel:
    """Logistic model of the logging policy, used for IPS-weighted offline evaluation."""

    def __init__(self, contexts, actions, l2=1e-2):
        self.X = jnp.asarray(contexts, dtype=jnp.float32)
        self.y = jnp.asarray(actions, dtype=jnp.float32)
        self.l2 = l2

    def _nll(self, w, X, y):
        logits = X @ w
        nll = jnp.mean(jnp.logaddexp(0.0, logits) - y * logits)
        return nll + self.l2 * jnp.sum(w ** 2)

    def objective(self, w):
        return float(self._nll(jnp.asarray(w, jnp.float32), self.X, self.y))

    def gradient(self, w):
        grad_fn = jax.jit(jax.grad(self._nll))
        g = grad_fn(jnp.asarray(w, jnp.float32), self.X, self.y)
        return np.asarray(g, dtype=np.float64)

    def propensities(self, w):
        return np.asarray(jax.nn.sigmoid(self.X @ jnp.asarray(w, jnp.float32)))
