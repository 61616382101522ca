import jax
import jax.numpy as jnp

L2 = 1e-3


def objective(params, x, y, l2):
    pred = x @ params["w"] + params["b"]
    data = jnp.mean((pred - y) ** 2)
    return data + l2 * jnp.sum(params["w"] ** 2)


@jax.jit
def regularized_loss(params, x, y, l2=L2):
    return objective(params, x, y, l2)


@jax.jit
def loss_grads(params, x, y):
    return jax.grad(objective)(params, x, y, L2)
