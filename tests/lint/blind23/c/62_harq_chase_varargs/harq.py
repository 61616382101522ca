import jax
import jax.numpy as jnp


@jax.jit
def chase_combine_decide(*llr_copies):
    llr = sum(llr_copies)
    return llr < 0, jnp.mean(jnp.abs(llr))
