from functools import partial

import numpy as np
import jax
import jax.numpy as jnp


def n_params(sizes):
    return sum(a * b + b for a, b in zip(sizes[:-1], sizes[1:]))


def unflatten(theta, sizes):
    out, i = [], 0
    for a, b in zip(sizes[:-1], sizes[1:]):
        W = theta[i:i + a * b].reshape(a, b); i += a * b
        c = theta[i:i + b]; i += b
        out.append((W, c))
    return out


@partial(jax.jit, static_argnames="sizes")
def flat_sgd_step(theta, x, y, lr, sizes):
    def loss(th):
        h = x
        layers = unflatten(th, sizes)
        for W, c in layers[:-1]:
            h = jnp.tanh(h @ W + c)
        W, c = layers[-1]
        return jnp.mean((h @ W + c - y) ** 2)
    l, g = jax.value_and_grad(loss)(theta)
    return theta - lr * g, l
