import jax
import jax.numpy as jnp


@jax.jit
def combine_into_buffer(soft_buf, new_llr):
    soft_buf = soft_buf + new_llr
    return soft_buf, soft_buf < 0
