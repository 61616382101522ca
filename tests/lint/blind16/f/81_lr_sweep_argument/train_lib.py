import jax
import jax.numpy as jnp


def mlp(params, x):
    h = jax.nn.gelu(x @ params["w1"] + params["b1"])
    return (h @ params["w2"] + params["b2"])[:, 0]


def init_mlp(key, d, h=32):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (d, h)) / jnp.sqrt(d), "b1": jnp.zeros(h),
            "w2": jax.random.normal(k2, (h, 1)) / jnp.sqrt(h), "b2": jnp.zeros(1)}


@jax.jit
def sgd_momentum_step(params, velocity, x, y, lr, momentum=0.9):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((mlp(p, x) - y) ** 2))(params)
    velocity = jax.tree_util.tree_map(lambda v, g: momentum * v + g, velocity, grads)
    params = jax.tree_util.tree_map(lambda p, v: p - lr * v, params, velocity)
    return params, velocity, loss
