import functools

import jax
import jax.numpy as jnp


class HingeClient:
    def __init__(self, x, y, reg=0.01, lr=0.1):
        self.x, self.y = x, y
        self.reg = reg
        self.lr = lr

    def _step_impl(self, w):
        def loss(w):
            margins = 1.0 - self.y * (self.x @ w)
            return jnp.mean(jnp.maximum(margins, 0.0)) + self.reg * jnp.sum(w ** 2)
        return w - self.lr * jax.grad(loss)(w)

    @functools.cached_property
    def step(self):
        return jax.jit(self._step_impl)

    def fit(self, w, epochs):
        for _ in range(epochs):
            w = self.step(w)
        return w
