import functools

import jax
import jax.numpy as jnp
import numpy as np


@functools.partial(jax.jit, static_argnames=("local_steps",))
def local_update(w, x, y, lr, local_steps):
    for _ in range(local_steps):
        w = w - lr * jax.grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
    return w


class Client:
    def __init__(self, cid, x, y, lr=0.1, local_steps=3):
        self.cid = cid
        self.x, self.y = x, y
        self.lr = lr
        self.local_steps = local_steps

    def train(self, w_global):
        return local_update(w_global, self.x, self.y, self.lr, local_steps=self.local_steps)
