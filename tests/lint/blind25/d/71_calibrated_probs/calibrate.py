import jax
import jax.numpy as jnp

@jax.jit
def calibrated_probs(logits, temperature=1.0):
    return jax.nn.softmax(logits / temperature, axis=-1)
