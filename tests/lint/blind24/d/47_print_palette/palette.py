from functools import partial

import jax
import jax.numpy as jnp

N_COLOURS = 6


@partial(jax.jit, static_argnames=("n_iters",))
def extract_palette(pixels, init_centres, n_iters):
    def body(_, centres):
        d = jnp.sum((pixels[:, None, :] - centres[None]) ** 2, -1)
        assign = jax.nn.one_hot(jnp.argmin(d, 1), N_COLOURS)
        counts = assign.sum(0)[:, None]
        return jnp.where(counts > 0, assign.T @ pixels / jnp.maximum(counts, 1), centres)
    return jax.lax.fori_loop(0, n_iters, body, init_centres)
