from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=2)
def hottest_clear_pixels(bt, clear, n_clear):
    order = jnp.argsort(~clear)
    clear_bt = bt[order][:n_clear]
    k = max(1, n_clear // 20)
    top, idx = jax.lax.top_k(clear_bt, k)
    return top, order[idx]


def fire_candidates(bt, clear):
    n_clear = int(clear.sum())
    return hottest_clear_pixels(bt, clear, n_clear)
