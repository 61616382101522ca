import jax.numpy as jnp


def poisson_regression_logpost(w, X, counts, prior_scale=1.0):
    eta = X @ w
    return jnp.sum(counts * eta - jnp.exp(eta)) - 0.5 * jnp.sum(w**2) / prior_scale**2
