import jax.numpy as jnp
from flax import nnx


class LossTracker(nnx.Variable):
    pass


def track_loss(model, loss, decay=0.9):
    if not hasattr(model, "loss_ema"):
        model.loss_ema = LossTracker(jnp.asarray(loss))
    else:
        model.loss_ema.value = decay * model.loss_ema.value + (1 - decay) * loss
    return float(model.loss_ema.value)
