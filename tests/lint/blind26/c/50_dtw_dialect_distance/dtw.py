import jax
import jax.numpy as jnp


@jax.jit
def dtw_distance(a, b):
    cost = jnp.sqrt(((a[:, None, :] - b[None, :, :]) ** 2).sum(-1))
    inf = jnp.inf

    def row(prev, c):
        def cell(left, args):
            diag, up, cc = args
            v = cc + jnp.minimum(jnp.minimum(diag, up), left)
            return v, v
        diag = jnp.concatenate([jnp.array([inf]), prev[:-1]])
        _, cur = jax.lax.scan(cell, inf, (diag, prev, c))
        return cur, None

    first = jnp.cumsum(cost[0])
    last, _ = jax.lax.scan(row, first, cost[1:])
    return last[-1] / (a.shape[0] + b.shape[0])
