import jax
import jax.numpy as jnp

W = jnp.array([0.8, 0.5, 1.2, 0.6, -0.3, 0.1])
B = -9.0


@jax.jit
def high_z_probability(features):
    # logistic score: heavy (high-Z) material in the container raises the multiple-scattering width
    return jax.nn.sigmoid(jnp.dot(W, features) + B)
