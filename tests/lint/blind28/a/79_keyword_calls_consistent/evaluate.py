import jax.numpy as jnp

from model import nps_logits


def accuracy(params, features, segment, labels):
    logits = nps_logits(params, features=features, segment=segment)
    return float(jnp.mean(jnp.argmax(logits, -1) == labels))
