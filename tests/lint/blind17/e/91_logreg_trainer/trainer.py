import dataclasses
import functools

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class Trainer:
    lr: float = 0.1
    l2: float = 1e-4
    epoch: int = 0

    @functools.partial(jax.jit, static_argnums=0)
    def step(self, w, X, y):
        def loss(w):
            p = jax.nn.sigmoid(X @ w)
            ce = -jnp.mean(y * jnp.log(p + 1e-7) + (1 - y) * jnp.log(1 - p + 1e-7))
            return ce + self.l2 * jnp.sum(w ** 2)

        l, g = jax.value_and_grad(loss)(w)
        return w - self.lr * g, l

    def fit_epoch(self, w, X, y, bs=50):
        for i in range(0, len(X), bs):
            w, l = self.step(w, X[i:i + bs], y[i:i + bs])
        return dataclasses.replace(self, epoch=self.epoch + 1), w, l
