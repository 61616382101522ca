import jax
import jax.numpy as jnp


@jax.jit
def nucleus_sample(logits, key, top_p):
    probs = jax.nn.softmax(logits)
    order = jnp.argsort(-probs)
    sorted_p = probs[order]
    keep_sorted = jnp.cumsum(sorted_p) - sorted_p < top_p
    keep = jnp.zeros_like(keep_sorted).at[order].set(keep_sorted)
    return jax.random.categorical(key, jnp.where(keep, logits, -jnp.inf))
