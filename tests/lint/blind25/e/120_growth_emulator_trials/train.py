from functools import partial
import jax
import jax.numpy as jnp

@partial(jax.jit, static_argnames=("hidden",))
def sweep_epoch(params, X, y, l2, hidden):
    def loss(p):
        pred = jnp.tanh(X @ p["w1"][:, :hidden]) @ p["w2"][:hidden]
        return jnp.mean((pred - y) ** 2) + l2 * sum(jnp.sum(v ** 2) for v in p.values())
    g = jax.grad(loss)(params)
    return jax.tree_util.tree_map(lambda a, b: a - 0.05 * b, params, g), loss(params)
