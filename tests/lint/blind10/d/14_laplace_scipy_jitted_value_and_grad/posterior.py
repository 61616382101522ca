import jax
import jax.numpy as jnp
import numpy as np


def poisson_regression_data(n=80, seed=0):
    rng = np.random.default_rng(seed)
    X = np.column_stack([np.ones(n), rng.normal(size=(n, 2))]).astype(np.float32)
    rate = np.exp(X @ np.array([0.3, 0.8, -0.5], np.float32))
    y = rng.poisson(rate).astype(np.float32)
    return jnp.asarray(X), jnp.asarray(y)


def neg_log_posterior(beta, X, y, prior_scale=1.0):
    eta = X @ beta
    loglik = jnp.sum(y * eta - jnp.exp(eta))
    return -(loglik - 0.5 * jnp.sum((beta / prior_scale) ** 2))
