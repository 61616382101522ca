import jax
import jax.numpy as jnp


@jax.jit
def ae_ratio(exposure, claims, expected_freq):
    expected = jnp.sum(exposure) * expected_freq
    return jnp.sum(claims) / expected
