import jax
import jax.numpy as jnp

from model import gesture_model


@jax.jit
def lstm_logits(params, x_bt):
    return gesture_model.apply(params, jnp.swapaxes(x_bt, 0, 1))


def validate(params, x, y):
    logits = lstm_logits(params, x)
    return float((logits.argmax(-1) == y).mean())
