import jax
import jax.numpy as jnp


@jax.jit
def sample_modes(key, logits, temperature=1.0):
    probs = jax.nn.softmax(logits / temperature, axis=-1)
    idx = jax.random.categorical(key, jnp.log(probs), axis=-1)
    return idx, probs
