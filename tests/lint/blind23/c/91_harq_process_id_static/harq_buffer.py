from functools import partial
import jax
import jax.numpy as jnp

N_PROC = 8


@partial(jax.jit, static_argnames=("pid",))
def soft_combine(buffers, llr, new_data, pid):
    prev = jnp.where(new_data, 0.0, buffers[pid])
    combined = prev + llr
    return buffers.at[pid].set(combined), combined < 0
