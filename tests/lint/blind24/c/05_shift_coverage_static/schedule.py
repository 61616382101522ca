from functools import partial
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_shifts", "n_iters"))
def assign_shifts(avail, demand, n_shifts, n_iters=50):
    avail = avail[:, :n_shifts]
    demand = demand[:n_shifts]
    logits = jnp.zeros_like(avail)

    def body(i, lg):
        p = jax.nn.sigmoid(lg) * avail
        cover = p.sum(axis=0)
        load = p.sum(axis=1, keepdims=True)
        grad = (cover - demand)[None, :] + 0.1 * (load - load.mean())
        return lg - 0.5 * grad

    logits = jax.lax.fori_loop(0, n_iters, body, logits)
    p = jax.nn.sigmoid(logits) * avail
    return p, jnp.abs(p.sum(axis=0) - demand).mean()
