import jax
import jax.numpy as jnp

from model import score_claims


def precision_at_k(params, x, y, k=50):
    scorer = jax.jit(score_claims)
    s = scorer(params, x)
    top = jnp.argsort(-s)[:k]
    return float(y[top].mean())
