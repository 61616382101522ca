import jax
import jax.numpy as jnp


@jax.jit
def convective_index(features):
    lapse = features[:8].mean(0) - features[8:].mean(0)
    return jax.nn.sigmoid(lapse * 2.0)
