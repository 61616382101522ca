import jax
import jax.numpy as jnp


@jax.jit
def open_probability(w, feats):
    return jax.nn.sigmoid(feats @ w)
