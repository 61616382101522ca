import jax.numpy as jnp


def make_objective(mu, cov, risk_aversion=4.0):
    def objective(w):
        return -(w @ mu) + 0.5 * risk_aversion * (w @ cov @ w) + 10.0 * (w.sum() - 1.0) ** 2
    return objective
