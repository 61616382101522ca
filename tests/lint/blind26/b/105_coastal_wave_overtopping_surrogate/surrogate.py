import jax
import jax.numpy as jnp


def overtopping(p, x):
    h = jax.nn.softplus(x @ p["w1"] + p["b1"])
    return (h @ p["w2"])[:, 0]


@jax.jit
def overtopping_update(p, m, x, y, lr):
    loss, g = jax.value_and_grad(lambda q: jnp.mean((overtopping(q, x) - y) ** 2))(p)
    m = jax.tree_util.tree_map(lambda a, b: 0.9 * a + b, m, g)
    p = jax.tree_util.tree_map(lambda a, b: a - lr * b, p, m)
    return p, m, loss
