import jax
import jax.numpy as jnp

_PROJ = jax.random.normal(jax.random.PRNGKey(42), (8, 4)) / 8 ** 0.5


@jax.jit
def encode_block(block):
    z = block @ _PROJ
    return z / jnp.linalg.norm(z, axis=-1, keepdims=True)
