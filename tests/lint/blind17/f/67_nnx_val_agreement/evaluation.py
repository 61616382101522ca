import jax.numpy as jnp
from flax import nnx


@nnx.jit
def view_agreement(model, v1, v2):
    return (model(v1) * model(v2)).sum(-1).mean()


def evaluate(model, val_views):
    return float(view_agreement(model, *val_views))
