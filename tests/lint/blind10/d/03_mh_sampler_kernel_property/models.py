import jax.numpy as jnp
import numpy as np


def make_logistic_data(n=64, d=3, seed=0):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, d)).astype(np.float32)
    w_true = np.array([1.5, -2.0, 0.5], np.float32)[:d]
    y = (rng.uniform(size=n) < 1 / (1 + np.exp(-X @ w_true))).astype(np.float32)
    return jnp.asarray(X), jnp.asarray(y)


def logistic_log_posterior(X, y, prior_scale=2.0):
    def logp(w):
        logits = X @ w
        ll = jnp.sum(y * logits - jnp.logaddexp(0.0, logits))
        return ll - 0.5 * jnp.sum((w / prior_scale) ** 2)
    return logp
