import functools

import jax
import jax.numpy as jnp


class ReptileLearner:
    def __init__(self, params, inner_lr=0.02, inner_steps=3, meta_lr=0.5):
        self.params = params
        self.inner_lr = inner_lr
        self.inner_steps = inner_steps
        self.meta_lr = meta_lr

    @staticmethod
    def inner_loss(params, x, y):
        pred = jnp.tanh(x @ params["w1"]) @ params["w2"]
        return jnp.mean((pred - y) ** 2)

    @functools.cached_property
    def grad_fn(self):
        return jax.jit(jax.grad(self.inner_loss))

    def adapt(self, x, y):
        fast = self.params
        for _ in range(self.inner_steps):
            g = self.grad_fn(fast, x, y)
            fast = jax.tree.map(lambda p, g_: p - self.inner_lr * g_, fast, g)
        return fast

    def meta_update(self, x, y):
        fast = self.adapt(x, y)
        self.params = jax.tree.map(lambda p, f: p + self.meta_lr * (f - p), self.params, fast)
