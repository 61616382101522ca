import jax
import jax.numpy as jnp


def predict(p, x):
    return jnp.tanh(x @ p["w1"] + p["b1"]) @ p["w2"]


@jax.jit
def chl_sgd_step(params, x, y, lr):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((predict(p, x) - y) ** 2))(params)
    return jax.tree_util.tree_map(lambda p, d: p - lr * d, params, g), loss
