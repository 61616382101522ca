import jax.numpy as jnp


def meanvar_objective(w, mu, cov, risk_aversion=4.0):
    return -(w @ mu) + 0.5 * risk_aversion * (w @ cov @ w) + 10.0 * (w.sum() - 1.0) ** 2
