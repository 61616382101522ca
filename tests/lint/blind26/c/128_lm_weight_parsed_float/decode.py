import jax
import jax.numpy as jnp


@jax.jit
def interpolated_best(am_logp, lm_logp, lm_weight):
    return jnp.argmax(am_logp + lm_weight * lm_logp, axis=-1)
