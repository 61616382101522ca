from functools import partial

import jax
import jax.numpy as jnp

from model import DropoutMLP

model = DropoutMLP()


@partial(jax.jit, static_argnames=("train",))
def loss_and_grads(params, x, y, key, train):
    def loss_fn(p):
        pred = model.apply(p, x, train=train, rngs={"dropout": key})
        return jnp.mean((pred - y) ** 2)

    return jax.value_and_grad(loss_fn)(params)
