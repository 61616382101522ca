import functools

import jax
import jax.numpy as jnp


def polynomial_sparsity(step, begin, end, final_sparsity, power=3):
    if step < begin:
        return 0.0
    t = min(1.0, (step - begin) / (end - begin))
    return final_sparsity * (1.0 - (1.0 - t) ** power)


@functools.partial(jax.jit, static_argnums=(1,))
def topk_mask(w, num_keep):
    flat = jnp.abs(w).ravel()
    _, idx = jax.lax.top_k(flat, num_keep)
    return jnp.zeros_like(flat).at[idx].set(1.0).reshape(w.shape)
