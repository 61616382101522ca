import jax
import jax.numpy as jnp

from model import claim_prob


def score_holdout(params, X, y):
    def holdout_brier(params, X, y):
        p = claim_prob.apply(params, X)
        return jnp.mean((p - y) ** 2)
    return float(jax.jit(holdout_brier)(params, X, y))
