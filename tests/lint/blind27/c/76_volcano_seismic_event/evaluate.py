import jax
import jax.numpy as jnp

from model import build_model


def accuracy(params, x, y):
    net = build_model()
    logits = jax.jit(net.apply)(params, x)
    return float(jnp.mean(jnp.argmax(logits, -1) == y))
