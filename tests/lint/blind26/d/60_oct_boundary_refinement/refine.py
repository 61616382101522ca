from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_iter",))
def refine_boundary(cost, init, n_iter):
    # iterative smoothing of a layer boundary guided by an edge-cost map
    cols = jnp.arange(cost.shape[1])

    def body(b, _):
        cand = jnp.stack([b - 1, b, b + 1])
        cand = jnp.clip(cand, 0, cost.shape[0] - 1)
        c = cost[cand, cols[None, :]]
        b = cand[jnp.argmin(c, axis=0), cols]
        b = jnp.round((jnp.roll(b, 1) + 2 * b + jnp.roll(b, -1)) / 4).astype(b.dtype)
        return b, None

    b, _ = jax.lax.scan(body, init, None, length=n_iter)
    return b


def iterations_for(snr_db):
    return int(max(4, min(20, 40 - snr_db)))
