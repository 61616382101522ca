import jax
import jax.numpy as jnp


@jax.jit
def sample_next_token(logits, key, temperature=1.0):
    return jax.random.categorical(key, logits / temperature, axis=-1)
