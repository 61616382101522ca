import jax
import jax.numpy as jnp


@jax.jit
def pass_score(features, weights, bias):
    return jax.nn.sigmoid(features @ weights + bias)
