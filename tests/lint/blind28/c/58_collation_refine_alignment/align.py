from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=2)
def refine_alignment(sim, prior, n_iters):
    def body(i, post):
        row = post / post.sum(axis=1, keepdims=True)
        col = row / row.sum(axis=0, keepdims=True)
        return jnp.exp(sim) * col * prior

    return jax.lax.fori_loop(0, n_iters, body, prior)
