import jax
import jax.numpy as jnp

from dynamics import simulate


def loss(params, y0, observed):
    return jnp.mean((simulate(y0, params) - observed) ** 2)


loss_and_grad = jax.jit(jax.value_and_grad(loss))


def gradient_descent(params, y0, observed, lr=1e-3, n_iters=5):
    for _ in range(n_iters):
        value, g = loss_and_grad(params, y0, observed)
        params = params - lr * g
    return params, value
