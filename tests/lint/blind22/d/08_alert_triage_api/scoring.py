import jax.numpy as jnp


def severity_score(weights, bias, features):
    logits = features @ weights + bias
    return 1.0 / (1.0 + jnp.exp(-logits))
