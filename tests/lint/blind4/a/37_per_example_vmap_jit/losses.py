import jax
import jax.numpy as jnp


def per_example_loss(params, x, y):
    logits = x @ params["w"] + params["b"]
    return -jax.nn.log_softmax(logits)[y]
