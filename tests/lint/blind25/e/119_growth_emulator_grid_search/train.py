from functools import partial
import jax
import jax.numpy as jnp

@partial(jax.jit, static_argnames=("settings",))
def growth_epoch(params, X, y, settings):
    cfg = dict(settings)
    def loss(p):
        h = jnp.tanh(X @ p["w1"])
        pred = h @ p["w2"]
        return jnp.mean((pred - y) ** 2) + cfg["l2"] * sum(jnp.sum(v ** 2) for v in p.values())
    g = jax.grad(loss)(params)
    return jax.tree_util.tree_map(lambda a, b: a - 0.05 * b, params, g), loss(params)
