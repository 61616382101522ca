from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_top",))
def highly_variable(counts, n_top):
    norm = jnp.log1p(counts / jnp.maximum(counts.sum(1, keepdims=True), 1.0) * 1e4)
    mean = norm.mean(0)
    disp = norm.var(0) / (mean + 1e-6)
    _, idx = jax.lax.top_k(disp, n_top)
    return idx, norm[:, idx]

