import jax
import jax.numpy as jnp


@jax.jit
def encode_for_display(linear, gamma=2.4):
    return jnp.clip(linear, 0.0, 1.0) ** (1.0 / gamma)
