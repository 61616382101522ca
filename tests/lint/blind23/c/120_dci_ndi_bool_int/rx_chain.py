import jax
import jax.numpy as jnp


@jax.jit
def harq_llr_update(soft_buf, llr, ndi):
    base = jnp.where(ndi, jnp.zeros_like(soft_buf), soft_buf)
    return base + llr
