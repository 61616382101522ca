import jax
import jax.numpy as jnp


@jax.jit
def nucleus(logits, key, top_p):
    probs = jax.nn.softmax(logits)
    order = jnp.argsort(-probs)
    sorted_p = probs[order]
    keep = jnp.cumsum(sorted_p) - sorted_p < top_p
    masked = jnp.where(keep, jnp.log(sorted_p), -jnp.inf)
    return order[jax.random.categorical(key, masked)]
