import jax
import jax.numpy as jnp


@jax.jit
def combined_scores(am_logp, lm_logp, lm_weight):
    return am_logp + lm_weight * lm_logp


def best_path(am_logp, lm_logp, lm_weight):
    return jnp.argmax(combined_scores(am_logp, lm_logp, lm_weight), axis=-1)
