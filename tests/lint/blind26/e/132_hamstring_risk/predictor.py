import jax
import jax.numpy as jnp

W = jnp.array([0.4, -0.3, 0.2, 0.5, -0.1])


@jax.jit
def hamstring_risk(features):
    return jax.nn.sigmoid(features @ W - 0.5)
