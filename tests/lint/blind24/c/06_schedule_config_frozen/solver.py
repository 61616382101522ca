from functools import partial
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=2)
def solve_roster(avail, demand, cfg):
    def body(i, lg):
        p = jax.nn.sigmoid(lg) * avail
        cover = p.sum(axis=0)
        load = p.sum(axis=1, keepdims=True)
        g = (cover - demand)[None, :] + cfg.fairness * (load - load.mean())
        return lg - cfg.step * g

    lg = jax.lax.fori_loop(0, cfg.n_iters, body, jnp.zeros_like(avail))
    return jax.nn.sigmoid(lg) * avail
