import jax
import jax.numpy as jnp


@jax.jit
def activity_counts(epochs):
    hp = epochs - jnp.mean(epochs, axis=1, keepdims=True)
    return jnp.sum(jnp.abs(hp), axis=1) * 0.02
