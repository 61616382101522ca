import jax
import jax.numpy as jnp


def init_mlp(key, sizes):
    params = []
    for k, (m, n) in zip(jax.random.split(key, len(sizes) - 1), zip(sizes[:-1], sizes[1:])):
        params.append((jax.random.normal(k, (m, n)) / jnp.sqrt(m), jnp.zeros(n)))
    return params


def mlp(params, x):
    for w, b in params[:-1]:
        x = jax.nn.gelu(x @ w + b)
    w, b = params[-1]
    return x @ w + b


def loss_fn(params, x, y):
    return jnp.mean((mlp(params, x) - y) ** 2)


@jax.jit
def sgd_step(params, x, y, lr):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
    return params, loss
