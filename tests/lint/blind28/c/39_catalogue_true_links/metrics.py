import jax
import jax.numpy as jnp


@jax.jit
def accumulate_matches(running, scores, gold, cutoff):
    pred = scores > cutoff
    tp = jnp.sum(pred & gold)
    return running + tp
