import jax
import jax.numpy as jnp


@jax.jit
def refine_beams(fine_cb, cand_idx, h):
    return jnp.abs(fine_cb[cand_idx].conj() @ h) ** 2
