import jax
import jax.numpy as jnp


def zeros_like_tree(params):
    return jax.tree_util.tree_map(lambda _: 0.0, params)


@jax.jit
def accumulate_grads(acc, params, x, y):
    def loss(p):
        return jnp.mean((jnp.tanh(x @ p["w1"]) @ p["w2"] - y) ** 2)
    g = jax.grad(loss)(params)
    return jax.tree_util.tree_map(lambda a, b: a + b, acc, g)
