import jax
import jax.numpy as jnp


@jax.jit
def masked_policy(logits, legal):
    logits = jnp.where(legal > 0, logits, -1e9)
    return jax.nn.softmax(logits)
