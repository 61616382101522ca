import jax
import jax.numpy as jnp


@jax.jit
def greedy_decode(log_probs, blank_threshold):
    probs = jnp.exp(log_probs)
    best = jnp.argmax(log_probs, axis=-1)
    best = jnp.where(probs[..., 0] > blank_threshold, 0, best)
    prev = jnp.concatenate([jnp.full(best.shape[:-1] + (1,), -1), best[..., :-1]], axis=-1)
    keep = (best != prev) & (best != 0)
    return jnp.where(keep, best, -1)
