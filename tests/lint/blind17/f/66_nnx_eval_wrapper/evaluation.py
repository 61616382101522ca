import jax.numpy as jnp
from flax import nnx


def view_agreement(model, v1, v2):
    return (model(v1) * model(v2)).sum(-1).mean()


def evaluate(model, val_views):
    score = nnx.jit(view_agreement)
    return float(score(model, *val_views))
