import jax
import jax.numpy as jnp


def predict(params, x):
    return (jnp.tanh(x @ params["w1"]) @ params["w2"])[:, 0]


@jax.jit
def fit_step(params, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((predict(p, x) - y) ** 2))(params)
    return jax.tree_util.tree_map(lambda a, b: a - 0.05 * b, params, g), loss


@jax.jit
def abs_error_sum(params, x, y):
    return jnp.sum(jnp.abs(predict(params, x) - y))
