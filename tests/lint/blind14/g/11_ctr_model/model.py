import jax
import jax.numpy as jnp


@jax.jit
def predict(w, feats, bias):
    return jax.nn.sigmoid(feats @ w + bias)
