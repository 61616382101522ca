import jax
from flax import nnx


def ema_update(ema_model, model, decay=0.9):
    ema_state = nnx.state(ema_model, nnx.Param)
    state = nnx.state(model, nnx.Param)
    new = jax.tree_util.tree_map(lambda e, p: decay * e + (1 - decay) * p, ema_state, state)
    nnx.update(ema_model, new)


def snapshot(model):
    return nnx.clone(model)
